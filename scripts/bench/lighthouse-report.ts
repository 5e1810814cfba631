// How the bench prints its Lighthouse pages: one row per page against the targets (a miss is marked and
// says by how much), each remote route's request waterfall, and a comparison with an earlier run.
import { CLS_MAX, HOME_JS_KB, MANIFEST_TO_DATA, ROUTE_OWN_KB, SCORE_AIM, SCORE_FLOOR } from './targets';
import type { Waterfall } from './waterfall';

/** One page's Lighthouse row, as lighthouse.ts measures it (the fields the report reads). */
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

const kb = (n: number) => `${n.toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
/** A layout shift too small for three decimals is still a shift, and the target is none. */
const shift = (cls: number) => (cls === 0 ? '0' : cls < 0.001 ? '<0.001' : cls.toFixed(3));
const MISS = ' ✗';

/** The page's name in the tables: its route, its remote and whether a shopper was signed in. */
const pageLabel = (row: PageRow) => `${row.route.length > 34 ? `${row.route.slice(0, 33)}…` : row.route}${row.signedIn ? ' (signed in)' : ''}`;

/**
 * The targets a page misses, each with by how much. A score from the floor up to the aim is no miss,
 * but `belowAim` says how far it is.
 */
export function missesOf(row: PageRow): Misses {
  const misses: Misses = {};
  if (row.score < SCORE_FLOOR) misses.score = SCORE_FLOOR - row.score;
  else if (row.score < SCORE_AIM) misses.belowAim = SCORE_AIM - row.score;
  if (row.cls > CLS_MAX) misses.cls = row.cls - CLS_MAX;
  if (row.route === '/' && row.jsKb > HOME_JS_KB) misses.homeJsKb = row.jsKb - HOME_JS_KB;
  if (row.ownJsKb > ROUTE_OWN_KB) misses.ownJsKb = row.ownJsKb - ROUTE_OWN_KB;
  if (row.waterfall.fromManifest !== null && row.waterfall.fromManifest > MANIFEST_TO_DATA) misses.waterfall = row.waterfall.fromManifest - MANIFEST_TO_DATA;
  if (row.external.length) misses.external = row.external.length;
  return misses;
}

/**
 * Of one page's runs, the one with the median score (the lower middle of an even count), with every
 * run's score in `scores`: TBT, and with it the score, swings by several points between runs.
 */
export function medianRun<Row extends { score: number }>(rows: Row[]): Row & { scores: number[] } {
  const sorted = [...rows].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores: rows.map((r) => r.score) };
}

/** The score cell: the median run's score, and the range of all runs when there were several. */
const scoreCell = (row: PageRow) => {
  const scores = row.scores ?? [row.score];
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  return scores.length > 1 ? `${row.score} (${low}-${high})` : String(row.score);
};

/** The "missed by" cell: every miss and its size, or a plain word when there is none. */
export function missedBy(misses: Misses): string {
  const parts: string[] = [];
  if (misses.score) parts.push(`score ${misses.score} under ${SCORE_FLOOR}`);
  if (misses.cls) parts.push(`CLS ${shift(misses.cls)}`);
  if (misses.homeJsKb) parts.push(`JS ${kb(misses.homeJsKb)} over ${HOME_JS_KB}`);
  if (misses.ownJsKb) parts.push(`own JS ${kb(misses.ownJsKb)} over ${ROUTE_OWN_KB}`);
  if (misses.waterfall) parts.push(`${misses.waterfall} level${misses.waterfall > 1 ? 's' : ''} deeper`);
  if (misses.external) parts.push(`${misses.external} external request${misses.external > 1 ? 's' : ''}`);
  if (misses.belowAim) parts.push(`(score ${misses.belowAim} under the aim ${SCORE_AIM})`);
  return parts.length ? parts.join(', ') : 'none';
}

/** Rows of cells as aligned lines: the first column to the left, the rest to the right (a note column: left). */
export function table(rows: string[][], { note = false }: { note?: boolean } = {}): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((cells) => cells[i]!.length)));
  const last = note ? widths.length - 1 : -1;
  return rows.map((cells) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : i === last ? c : c.padStart(widths[i]!)))
      .join('   ')
      .trimEnd(),
  );
}

/** The lines of the Lighthouse section: the table, the waterfalls, largest paints and any failure. */
export function lighthouseLines({ pages, failures }: { pages: PageRow[]; failures: { route: string; message: string }[] }): string[] {
  const width = Math.max(...pages.map((r) => pageLabel(r).length));
  const out = [
    'Lighthouse (mobile: simulated slow 4G and a 4x slower CPU; performance only; a fresh load each; the median',
    'of each page\'s runs by score, with the range of all runs; JS in gzip,',
    'start-up JS = asked for before the largest paint, own JS = on top of the shell; waterfall = levels of requests',
    'in sequence from the manifest, of all from the document). ✗ marks a missed target:\n',
  ];
  const cells = [
    ['page', 'score', 'LCP', 'TBT', 'CLS', 'JS', 'start-up JS', 'own JS', 'requests', 'waterfall', 'missed by'],
    ['target', `${SCORE_AIM} (≥${SCORE_FLOOR})`, '', '', String(CLS_MAX), `≤${HOME_JS_KB} KB on /`, '', `≤${ROUTE_OWN_KB} KB`, '', `≤${MANIFEST_TO_DATA} of –`, ''],
  ];
  for (const row of pages) {
    const misses = missesOf(row);
    const mark = (text: string, missed: number | undefined) => (missed ? `${text}${MISS}` : text);
    const { fromManifest, depth } = row.waterfall;
    cells.push([
      pageLabel(row),
      mark(scoreCell(row), misses.score),
      seconds(row.lcpMs),
      millis(row.tbtMs),
      mark(shift(row.cls), misses.cls),
      mark(kb(row.jsKb), misses.homeJsKb),
      kb(row.startupJsKb),
      mark(kb(row.ownJsKb), misses.ownJsKb),
      mark(String(row.requests), misses.external),
      mark(fromManifest === null ? `– of ${depth}` : `${fromManifest} of ${depth}`, misses.waterfall),
      missedBy(misses),
    ]);
  }
  out.push(...table(cells, { note: true }));
  for (const { route, message } of failures) out.push(`Lighthouse on ${route}: FAILED (${message})`);
  const external = pages.flatMap((r) => r.external);
  out.push(`\nRequests off this machine during the Lighthouse runs: ${external.length ? `FOUND ${external.join(', ')}` : 'none'}.`);
  out.push('\nRequest waterfalls (level by level, from the document):');
  for (const row of pages) {
    const { remote, fromManifest, steps } = row.waterfall;
    const head = remote ? `${fromManifest} from ${remote}'s manifest` : 'no remote';
    out.push(`  ${pageLabel(row)}: ${head}\n    ${steps.map((s, i) => `${i + 1} ${s}`).join(' → ')}`);
  }
  out.push('\nLargest paint (the element Lighthouse timed):');
  for (const row of pages) out.push(`  ${pageLabel(row).padEnd(width)} ${seconds(row.lcpMs).padStart(6)}  ${row.lcpElement ?? 'unknown'}`);
  const shifted = pages.filter((row) => row.shifts?.length);
  if (shifted.length) out.push('\nLayout shifts (what moved, and its share of the CLS):');
  for (const row of shifted) out.push(`  ${pageLabel(row).padEnd(width)} ${row.shifts!.map((s) => `${s.element} ${shift(s.score)}`).join('; ')}`);
  return out;
}

/** Ratios after / before for every page both runs measured ('–' where before was 0 and after still is). */
export function compareLines(pages: PageRow[], oldPages: PageRow[]): string[] {
  const ratio = (after: number, before: number) => {
    if (before === 0) return after === 0 ? '–' : `0 → ${shift(after)}`;
    return `${(after / before).toFixed(2)}x`;
  };
  const cells = [['page', 'score', 'LCP', 'TBT', 'CLS', 'JS', 'start-up JS', 'requests', 'waterfall']];
  for (const row of pages) {
    const old = oldPages.find((o) => o.route === row.route && Boolean(o.signedIn) === Boolean(row.signedIn));
    if (!old) continue;
    cells.push([
      pageLabel(row),
      ratio(row.score, old.score),
      ratio(row.lcpMs, old.lcpMs),
      ratio(row.tbtMs, old.tbtMs),
      ratio(row.cls, old.cls),
      ratio(row.jsKb, old.jsKb),
      ratio(row.startupJsKb, old.startupJsKb),
      ratio(row.requests, old.requests),
      ratio(row.waterfall.depth, old.waterfall.depth),
    ]);
  }
  return table(cells);
}
