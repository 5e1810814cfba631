// Types of apps.cjs for TypeScript callers.

export interface App {
  /** The app's folder, also its Hosting target. */
  dir: string;
  /** Its Module Federation name; null for the shell. */
  federation: string | null;
  port: number;
}
export type Remote = App & { federation: string };

export declare const ROOT: string;
export declare const APPS: App[];
export declare const REMOTES: Remote[];
/** Apps present in this checkout (those with a package.json). */
export declare function presentApps(): App[];
