// Types of release-plan.cjs for TypeScript callers.

export interface Release {
  version: string;
  publishedAt: string;
  /** The shell's releases list their files (its builds share the site's root). */
  files?: string[];
}
interface ProductionPart {
  project: string;
  sites: Record<string, string>;
  keep: { versions: number; days: number };
}

export declare class PlanError extends Error {}
export declare const DAY_MS: number;
export declare function pruneReleases(releases: Release[], keep: { versions: number; days: number }, now: number): { kept: Release[]; removed: Release[] };
export declare function remotePlan(input: {
  app: { dir: string; federation: string };
  version: string;
  releases: Release[];
  now: number;
  production: ProductionPart;
  first?: boolean;
}): { app: string; site: string; version: string; build: string; stage: string; kept: string[]; removed: string[]; deploy: string; manifest: string; next: string };
export declare function shellPlan(input: {
  files: string[];
  releases: Release[];
  now: number;
  production: ProductionPart;
  first?: boolean;
}): { site: string; version: string; kept: string[]; removed: string[]; dropped: string[]; deploy: string };
export declare function configPlan(input: {
  federation: string;
  version: string;
  dir: string;
  releases: Release[];
  config: { remotes?: Record<string, string> } & Record<string, unknown>;
  production: Pick<ProductionPart, 'project' | 'sites'>;
}): { remote: string; from: string | null; to: string; config: Record<string, unknown>; deploy: string };
