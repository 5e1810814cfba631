// Types of lighthouse-report.cjs for TypeScript callers.
import type { Waterfall } from './waterfall.cjs';

/** One page's Lighthouse row, as lighthouse.cjs measures it (the fields the report reads). */
export interface PageRow {
  route: string;
  signedIn?: boolean;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  jsKb: number;
  startupJsKb: number;
  ownJsKb: number;
  lcpElement: string | null;
  /** The layout shifts Lighthouse saw: the element that moved and its score. */
  shifts?: { element: string; score: number }[];
  waterfall: Pick<Waterfall, 'remote' | 'depth' | 'fromManifest' | 'steps'>;
  external: string[];
  /** Every run's score, when the page was measured more than once (this row is the median run). */
  scores?: number[];
}

export interface Misses {
  score?: number;
  cls?: number;
  homeJsKb?: number;
  ownJsKb?: number;
  waterfall?: number;
  external?: number;
  belowAim?: number;
}

export declare function missesOf(row: PageRow): Misses;
export declare function missedBy(misses: Misses): string;
export declare function medianRun(rows: PageRow[]): PageRow;
export declare function lighthouseLines(run: { pages: PageRow[]; failures: { route: string; message: string }[] }): string[];
export declare function compareLines(pages: PageRow[], oldPages: PageRow[]): string[];
