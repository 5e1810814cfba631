// How the bench prints the catalog at scale: the two sizes side by side (the pages' data, the server
// query's time), the seeding, the load run and Lighthouse with the large store, each against its target
// (✗ marks a miss and says by how much), and a comparison with an earlier run.
import type { CatalogBytesRow } from './catalog-bytes';
import type { LoadRun } from './load-run';
import { table, type PageRow } from './lighthouse-report';
import { staticLimitLines } from './static-limit';
import type { QueryTiming } from './query-timing';
import type { RelationSize } from './search-index-sizes';
import type { SeedResult } from './seed-listings';
import { CATALOG_BYTES_RATIO, CATALOG_PAGE_KB, QUERY_P95_RATIO, SCALE_SCORE_BELOW_HOME, SUGGEST_P95_MS, TYPO_SEARCH_P95_MS } from './targets';

/** One size of the store as the section measured it. */
export interface SizeResult {
  /** Products on sale, as the endpoint's first page counts them. */
  products: number;
  /** The catalog service's products (CATALOG_COUNT). */
  catalogCount: number;
  /** Sellers' listings seeded on top. */
  listings: number;
  /** Starting its stack, the server's first catalog import included (null: not timed here). */
  startMs: number | null;
  /**
   * The first import of the catalog: the server's longest catalog request while starting (from the
   * emulator's log), or, `prefilled`, the server's import code run by the bench before the stack started.
   */
  importMs: number | null;
  prefilled?: boolean;
  bytes: CatalogBytesRow[];
  timing: QueryTiming;
  /** Each search kind timed on its own (issue 39); absent in a report from before. */
  searches?: { name: string; path: string; timing: QueryTiming }[];
  /** The search's indexes and tables on disk (search-index-sizes.ts), where the bench could read them. */
  indexes?: RelationSize[];
}

/** A Lighthouse page as the section prints it (lighthouse.ts's rows, whose metrics may be missing). */
export type ScalePage = Pick<PageRow, 'route' | 'score' | 'scores' | 'external'> & { lcpMs: number | null; tbtMs: number | null; fcpMs: number | null; cls: number | null };

export interface ScaleResult {
  word: string;
  category: string;
  mix: string[];
  small: SizeResult;
  /** Null when the large store could not be measured (`error` says why). */
  large: SizeResult | null;
  seeding: SeedResult | null;
  load: LoadRun | null;
  /** `limits`: each page's static copy, measured once; `copyOf`: a page's route to its copy's (static-limit.ts). */
  lighthouse: { pages: ScalePage[]; failures: { route: string; message: string }[]; limits?: ScalePage[]; copyOf?: Record<string, string> } | null;
  error: string | null;
}

const MISS = ' ✗';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => (bytes < 1024 * 1024 ? kb(bytes) : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const ms = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? `${n.toFixed(1)} ms` : `${Math.round(n)} ms`);
const seconds = (n: number) => `${(n / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');
const times = (n: number) => `${n.toFixed(2)}x`;
const sizeName = (size: SizeResult) => `${count(size.products)} products`;

/** Whether the load run missed its target (no errors at all): the bench then exits non-zero. */
export const loadFailed = (load: LoadRun | null) => Boolean(load && load.errors > 0);

/** The data table: each page's bytes at both sizes, their ratio and the cards shown. */
function bytesLines(small: SizeResult, large: SizeResult | null): string[] {
  const over = (bytes: number) => bytes > CATALOG_PAGE_KB * 1024;
  const cell = (row: CatalogBytesRow | undefined) =>
    row ? `${kb(row.bytes)}${over(row.bytes) ? MISS : ''} (${row.responses} response${row.responses === 1 ? '' : 's'})` : '–';
  const cells = [['page', `small: ${sizeName(small)}`, large ? `large: ${sizeName(large)}` : 'large', 'large/small', 'cards']];
  for (const row of small.bytes) {
    const big = large?.bytes.find((r) => r.route === row.route);
    const ratio = big && row.bytes ? big.bytes / row.bytes : null;
    // More cards (the listings' own categories on /catergories) is not data growing with the catalog: per card, then.
    const perCard = big && ratio !== null && big.cards !== row.cards && big.cards && row.cards ? ratio * (row.cards / big.cards) : null;
    const judged = perCard ?? ratio;
    cells.push([
      row.route,
      cell(row),
      cell(big),
      ratio === null ? '–' : `${times(ratio)}${perCard === null ? '' : ` (${times(perCard)} a card)`}${judged! > CATALOG_BYTES_RATIO ? MISS : ''}`,
      big ? `${row.cards}, ${big.cards}` : String(row.cards),
    ]);
  }
  const decoded = [...small.bytes, ...(large?.bytes ?? [])].some((r) => r.decodedBytes !== r.bytes);
  return [
    `Catalog data each page receives (every response of the catalog endpoint, body bytes as Chromium received them${decoded ? '' : ', uncompressed'};`,
    `a fresh load, the page's own first requests; target ≤ ${CATALOG_PAGE_KB} KB a page, and the same at both sizes: ≤ ${CATALOG_BYTES_RATIO}x,`,
    'a card where the sizes show different numbers of cards):\n',
    ...table(cells),
  ];
}

/** The query-time table: p50, p95 and p99 at each size and their ratios, p95's against the target. */
function timingLines(small: SizeResult, large: SizeResult | null, mix: string[]): string[] {
  const { timing } = small;
  const out = [
    `\nServer query time (${timing.count + timing.errors} GETs of the catalog endpoint from Node, one at a time after a warm-up, the mix in turn:`,
    `${mix.join(', ')}):\n`,
  ];
  const cells = [['size', 'p50', 'p95', 'p99', 'errors']];
  const row = (name: string, t: QueryTiming) => [name, ms(t.p50), ms(t.p95), ms(t.p99), String(t.errors)];
  cells.push(row(`small: ${sizeName(small)}`, timing));
  if (!large) return [...out, ...table(cells)];
  cells.push(row(`large: ${sizeName(large)}`, large.timing));
  const ratio = large.timing.p95 / timing.p95;
  const missed = ratio > QUERY_P95_RATIO;
  cells.push(['large/small', times(large.timing.p50 / timing.p50), `${times(ratio)}${missed ? MISS : ''}`, times(large.timing.p99 / timing.p99), '']);
  out.push(...table(cells));
  out.push(`p95 at ${sizeName(large)}: ${times(ratio)} the small store's, target ≤ ${QUERY_P95_RATIO}x: ${missed ? `missed by ${times(ratio - QUERY_P95_RATIO)}` : 'within'}.`);
  const slowest = large.timing.byQuery
    .map((q, i) => ({ ...q, before: timing.byQuery[i]?.p50 ?? Number.NaN }))
    .map((q) => `${q.name} ${ms(q.before)} → ${ms(q.p50)}`);
  out.push(`Median by query, small → large: ${slowest.join('; ')}.`);
  return out;
}

/** Each search kind's p95 at the large size against its own ceiling, where issue 39 sets one. */
const SEARCH_P95_MS: Record<string, number> = { suggestion: SUGGEST_P95_MS, typo: TYPO_SEARCH_P95_MS };

/** The search table: each kind's p50 and p95 at both sizes, p95's ratio (≤ 2x) and its ceiling at the large size. */
export function searchLines(small: SizeResult, large: SizeResult | null): string[] {
  if (!small.searches?.length) return [];
  const out = [`\nSearch time by kind (${small.searches[0]!.timing.count} GETs each after a warm-up${large?.searches?.length ? ', the two sizes in turn' : ''}; ` + small.searches.map((s) => `${s.name} ${decodeURIComponent(s.path)}`).join(', ') + '):\n'];
  const cells = [['kind', 'small p50', 'small p95', 'large p50', 'large p95', 'large/small p95', 'ceiling']];
  for (const [i, search] of small.searches.entries()) {
    const big = large?.searches?.[i]?.timing;
    const ratio = big ? big.p95 / search.timing.p95 : Number.NaN;
    const ceiling = SEARCH_P95_MS[search.name];
    const over = big !== undefined && ceiling !== undefined && big.p95 > ceiling;
    cells.push([
      search.name,
      ms(search.timing.p50),
      ms(search.timing.p95),
      big ? ms(big.p50) : '–',
      big ? ms(big.p95) : '–',
      big ? `${times(ratio)}${ratio > QUERY_P95_RATIO ? MISS : ''}` : '–',
      ceiling === undefined ? '' : `≤ ${ceiling} ms${over ? MISS : ''}`,
    ]);
  }
  const sizes = large?.indexes?.length ? [`The search's indexes and tables at ${sizeName(large)}: ${large.indexes.map((r) => `${r.name} ${mb(r.bytes)}`).join(', ')}.`] : [];
  return [...out, ...table(cells), ...sizes];
}

/** The Lighthouse lines: the catalog's pages with the large store beside home's score. */
function lighthouseLines(result: ScaleResult, home: Pick<PageRow, 'score'> | null): string[] {
  if (!result.lighthouse) return [];
  const out = ['\nLighthouse with the large store (the same settings and runs as the table above), against the bench\'s store\'s home:'];
  const width = Math.max(14, ...result.lighthouse.pages.map((p) => p.route.length));
  for (const page of result.lighthouse.pages) {
    const range = page.scores && page.scores.length > 1 ? ` (${Math.min(...page.scores)}-${Math.max(...page.scores)})` : '';
    const below = home ? home.score - page.score : null;
    const verdict = below === null ? 'no home score to compare' : below > SCALE_SCORE_BELOW_HOME ? `${below} under home's ${home!.score}${MISS}` : `home ${home!.score}: within ${SCALE_SCORE_BELOW_HOME} points`;
    out.push(`  ${page.route.padEnd(width)} ${`${page.score}${range}`.padStart(10)}  LCP ${page.lcpMs === null ? '–' : seconds(page.lcpMs)}, TBT ${page.tbtMs === null ? '–' : Math.round(page.tbtMs)} ms  ${verdict}`);
  }
  for (const { route, message } of result.lighthouse.failures) out.push(`  ${route}: FAILED (${message})`);
  const { limits, copyOf } = result.lighthouse;
  if (limits && copyOf) out.push(...staticLimitLines(result.lighthouse.pages, limits, copyOf, 'With the large store, each public page against its limit'));
  const external = result.lighthouse.pages.flatMap((p) => p.external);
  if (external.length) out.push(`  Requests off this machine: FOUND ${external.join(', ')}`);
  return out;
}

/** The whole section; `home` is the main Lighthouse table's home row, when it ran. */
export function scaleLines(result: ScaleResult, home: Pick<PageRow, 'score'> | null = null): string[] {
  const { small, large, seeding, load } = result;
  const out = ['\nThe catalog at scale (issue 29): the bench\'s store, then a second stack with a large catalog and sellers\' listings.'];
  if (large) {
    const start = large.startMs === null ? '' : `; its stack started in ${seconds(large.startMs)}${small.startMs === null ? '' : ` (the small one in ${seconds(small.startMs)})`}`;
    const by = large.prefilled ? ' (run by the bench before its stack, so every figure is of the whole store)' : '';
    const imported = large.importMs === null ? '' : `. The server's import of ${count(large.catalogCount)} products took ${seconds(large.importMs)}${by}`;
    const smallImport = small.importMs === null ? '' : `, of ${count(small.catalogCount)} ${seconds(small.importMs)}`;
    out.push(`Large store: ${count(large.catalogCount)} catalog products and ${count(large.listings)} listings${start}${imported}${smallImport}.`);
  }
  if (seeding) {
    const rate = seedRate(seeding)!;
    const problems = [seeding.failed && `${count(seeding.failed)} failed (${seeding.messages.join('; ')})`, seeding.skipped && `${count(seeding.skipped)} not sent by the deadline`].filter(Boolean);
    out.push(
      `Seeding: ${count(seeding.done)} of ${count(seeding.count)} listings through addListing in ${seconds(seeding.ms)} (${rate.toFixed(1)} a second, ` +
        `${seeding.callers} callers, ${seeding.sellers} sellers)${problems.length ? `: ${problems.join(', ')}${MISS}` : ''}.`,
    );
  }
  if (result.error) out.push(`Large store: FAILED (${result.error}).`);
  out.push(`Search word: "${result.word}" (in the most titles of the small store); category: "${result.category}".\n`);
  out.push(...bytesLines(small, large));
  out.push(...timingLines(small, large, result.mix));
  out.push(...searchLines(small, large));
  if (load) {
    const verdict = load.errors ? `${count(load.errors)} errors${MISS} (target 0: ${load.messages.join('; ')})` : '0 errors (target 0)';
    const { warmup } = load;
    out.push(
      `\nLoad run: ${load.visitors} visitors at once for ${load.seconds} s against the large store, each asking the mix in turn: ` +
        `${count(load.count)} answered (${load.perSecond.toFixed(1)} a second), p50 ${ms(load.p50)}, p95 ${ms(load.p95)}, p99 ${ms(load.p99)}, ${verdict}.`,
      `Its warm-up, not counted: the visitors joined one at a time (each once the one before had an answer: the emulator starts a worker ` +
        `process per request in flight) over ${seconds(warmup.ms)}, ${count(warmup.requests)} answered${warmup.errors ? `, ${count(warmup.errors)} failed` : ''}.`,
    );
  }
  out.push(...lighthouseLines(result, home));
  return out;
}

const seedRate = (seeding: SeedResult | null | undefined) => (seeding ? seeding.done / (seeding.ms / 1000) : undefined);

/** After / before ratios for the figures both runs have: bytes per page and size, p95s, the load run. */
export function scaleCompareLines(after: ScaleResult, before: ScaleResult): string[] {
  const cells = [['figure', 'after', 'before', 'after/before']];
  const add = (name: string, a: number | undefined, b: number | undefined, show: (n: number) => string) => {
    if (a === undefined || b === undefined || Number.isNaN(a) || Number.isNaN(b)) return;
    cells.push([name, show(a), show(b), b ? times(a / b) : '–']);
  };
  for (const size of ['small', 'large'] as const) {
    const [a, b] = [after[size], before[size]];
    if (!a || !b) continue;
    for (const row of a.bytes) add(`${size} ${row.route}`, row.bytes, b.bytes.find((r) => r.route === row.route)?.bytes, kb);
    add(`${size} query p95`, a.timing.p95, b.timing.p95, ms);
  }
  add('load run p95', after.load?.p95, before.load?.p95, ms);
  add('load run answers a second', after.load?.perSecond, before.load?.perSecond, (n) => n.toFixed(1));
  add('seeding, listings a second', seedRate(after.seeding), seedRate(before.seeding), (n) => n.toFixed(1));
  // Runs of different sizes compare only loosely: say so.
  const sizes = (r: ScaleResult) => [r.small, r.large].map((size) => (size ? count(size.products) : '–')).join(' and ');
  const note = sizes(after) === sizes(before) ? '' : ` (products after: ${sizes(after)}; before: ${sizes(before)})`;
  return cells.length > 1 ? [`\nThe catalog at scale, after / before${note}:\n`, ...table(cells)] : [];
}
