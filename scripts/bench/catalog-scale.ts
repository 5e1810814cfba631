// The bench's catalog at scale (issue 29): the same measurements at two sizes of the store. The small one
// is the bench's own stack, measured while it is up; the large one a second stack on its own ports with a
// large local catalog and sellers' listings seeded through the shop's server, imported before it starts
// while the first idles (two servers importing at once on two cores would time each other). The searches
// are then timed at both sizes in turn.
import { readFileSync } from 'node:fs';
import { presentApps } from '../stack/apps';
import type { AuthEmulator } from '../stack/auth-emulator';
import { startStack, type Stack } from '../stack/stack';
import { launchBenchBrowser } from './browser';
import { BYTE_ROUTES, measureCatalogBytes } from './catalog-bytes';
import { loopbackBase, queryMix, searchKinds, searchWord, type CatalogQueryPath } from './catalog-queries';
import { longestRequestMs } from './emulator-log';
import { measureLighthouse } from './lighthouse';
import { loadRun } from './load-run';
import { prefillCatalog, type PrefilledCatalog } from './prefill-catalog';
import { timeQueries, timeSideBySide } from './query-timing';
import { searchIndexSizes } from './search-index-sizes';
import { removeStaticCopies, saveStaticCopies } from './static-limit';
import type { ScaleResult, SizeResult } from './scale-report';
import type { ScaleOptions } from './scale-options';
import { BENCH_SHOPPERS_PER_ADDRESS, seedListings } from './seed-listings';

/** What the large store's measurements reuse from the small one's: the same queries, the same word. */
export interface ScalePlan {
  word: string;
  category: string;
  mix: CatalogQueryPath[];
  /** The searches timed one by one (searchKinds). */
  searches: CatalogQueryPath[];
  small: SizeResult;
  /** The small store's catalog endpoint, which times its searches again beside the large one's while both are up. */
  smallCatalogApi: string;
}

/** Seeding stops sending after this long, whatever is left (the report says how many). */
const SEED_DEADLINE_MS = 60 * 60_000;

/** The loopback addresses the section uses, or why this stack cannot be measured. */
function storeOf(stack: Stack): { shop: string; catalogApi: string; server: string; auth: string; catalogService: string; authEmulator: AuthEmulator } | string {
  const { config } = stack;
  const server = (config.accountStore as { url?: unknown } | undefined)?.url;
  if (!stack.servers.catalog) return 'the stack runs no local catalog service (CATALOG_URL is set)';
  if (!stack.servers.auth || typeof server !== 'string' || typeof config.catalogApiUrl !== 'string') return 'the stack runs no local shop server';
  return {
    shop: loopbackBase(stack.url),
    catalogApi: loopbackBase(config.catalogApiUrl),
    server: loopbackBase(server),
    auth: loopbackBase(String(config.identity?.emulatorUrl)),
    catalogService: loopbackBase(`http://127.0.0.1:${stack.ports.catalog}`),
    authEmulator: stack.servers.auth as unknown as AuthEmulator,
  };
}

/** Why the section cannot run on this stack, or null. */
export function scaleSkipReason(stack: Stack): string | null {
  const store = storeOf(stack);
  return typeof store === 'string' ? store : null;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000), headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${url}`);
  return (await res.json()) as T;
}

/** Products on sale and the first category, as the endpoint's first page says. */
const firstPage = (catalogApi: string) => getJson<{ total: number; facets: { categories: { name: string }[] } }>(`${catalogApi}/products`);
const catalogCount = async (catalogService: string) => (await getJson<{ total: number }>(`${catalogService}/products?limit=1&select=id`)).total;

/** Bytes and query times of one store; the plan's mix and word, or, for the small one, found here. */
async function measureStore(
  stack: Stack,
  {
    mix,
    searches,
    word,
    listings,
    startMs,
    prefilled,
  }: { mix: CatalogQueryPath[]; searches: CatalogQueryPath[]; word: string; listings: number; startMs: number | null; prefilled?: PrefilledCatalog },
): Promise<SizeResult> {
  const store = storeOf(stack);
  if (typeof store === 'string') throw new Error(store);
  const browser = await launchBenchBrowser();
  let bytes;
  try {
    bytes = await measureCatalogBytes(browser, { url: store.shop, catalogApiUrl: store.catalogApi, routes: BYTE_ROUTES(word) });
  } finally {
    await browser.close();
  }
  return {
    products: (await firstPage(store.catalogApi)).total,
    catalogCount: await catalogCount(store.catalogService),
    listings,
    startMs,
    importMs: prefilled ? prefilled.importMs : longestRequestMs(readFileSync(store.authEmulator.logFile, 'utf8'), 'catalog'),
    prefilled: Boolean(prefilled),
    bytes,
    timing: await timeQueries(store.catalogApi, mix),
    searches: await timeSearches(store.catalogApi, searches),
    ...(prefilled ? { indexes: await searchIndexSizes(prefilled.database.url) } : {}),
  };
}

/**
 * GETs of each search kind at each size: its p95 (nearest rank) is then its 6th slowest, where 40 made it
 * the 3rd, and three stray requests (the machine's, not the search's) decided it.
 */
const SEARCH_REQUESTS = 100;

/** Each search kind timed on its own (SEARCH_REQUESTS GETs after a warm-up), so each has its own p95. */
async function timeSearches(catalogApi: string, searches: CatalogQueryPath[]): Promise<SizeResult['searches']> {
  const out: SizeResult['searches'] = [];
  for (const search of searches) out.push({ name: search.name, path: search.path, timing: await timeQueries(catalogApi, [search], { requests: SEARCH_REQUESTS }) });
  return out;
}

/**
 * Each search kind timed at both stores in turn (timeSideBySide): their p95s, taken minutes apart, moved
 * with the machine's speed (the small store's 'black' p50 19 ms in one run and 13 in the next), and the
 * ratio with them.
 */
async function timeSearchesSideBySide(smallApi: string, largeApi: string, searches: CatalogQueryPath[]) {
  const small: NonNullable<SizeResult['searches']> = [];
  const large: NonNullable<SizeResult['searches']> = [];
  for (const search of searches) {
    const [atSmall, atLarge] = await timeSideBySide([smallApi, largeApi], search, { requests: SEARCH_REQUESTS });
    small.push({ name: search.name, path: search.path, timing: atSmall! });
    large.push({ name: search.name, path: search.path, timing: atLarge! });
  }
  return { small, large };
}

/** The small store: the bench's stack as it runs, its catalog's most common title word the search. */
export async function measureSmallStore(stack: Stack, { startMs }: { startMs: number | null }): Promise<ScalePlan> {
  const store = storeOf(stack);
  if (typeof store === 'string') throw new Error(store);
  const { products } = await getJson<{ products: { title: string }[] }>(`${store.catalogService}/products?limit=0&select=title`);
  const word = searchWord(products.map((p) => p.title));
  const searches = searchKinds(searchWord(products.map((p) => p.title), 5));
  const category = (await firstPage(store.catalogApi)).facets.categories[0]?.name;
  if (!category) throw new Error('The small store lists no category');
  const mix = queryMix({ category, word });
  return { word, category, mix, searches, small: await measureStore(stack, { mix, searches, word, listings: 0, startMs }), smallCatalogApi: store.catalogApi };
}

/**
 * The large store: a second stack at `port` (its Auth emulator at port + 99) with `options.products`
 * catalog products, imported into its database before it starts (prefill-catalog.ts says why), and
 * `options.listings` listings, measured as the small one was, then (with `lighthouse`) Lighthouse on the
 * catalog's pages and the load run. A failure is reported in `error`, never thrown.
 */
export async function measureLargeStore(
  plan: ScalePlan,
  {
    env,
    port,
    options,
    lighthouse,
  }: {
    env: NodeJS.ProcessEnv;
    port: number;
    options: ScaleOptions;
    /** The public pages to measure with the large store, each beside its static copy (saved in `shellDist`). */
    lighthouse: { runs: number; routes: readonly string[]; shellDist: string } | null;
  },
): Promise<ScaleResult> {
  const result: ScaleResult = { word: plan.word, category: plan.category, mix: plan.mix.map((q) => q.name), small: plan.small, large: null, seeding: null, load: null, lighthouse: null, error: null };
  // Its own ports, whatever the environment pins for the bench's stack (every one follows PORT then).
  const ownEnv = Object.fromEntries(Object.entries(env).filter(([name]) => !/(^|_)PORT$/.test(name) && name !== 'CATALOG_DATABASE_URL'));
  const ports = { PORT: String(port), AUTH_PORT: String(port + 99), CATALOG_PORT: String(port + 10) };
  let prefilled: PrefilledCatalog | null = null;
  let stack: Stack | null = null;
  try {
    // At the port the stack's own database would take (it opens none with CATALOG_DATABASE_URL set).
    prefilled = await prefillCatalog({ databasePort: port + 92, catalogPort: port + 10, count: options.products });
    const started = Date.now();
    // Its many sellers all call from this machine's one address, where a shop would see many addresses.
    const limits = { SHOP_SHOPPERS_PER_ADDRESS: String(BENCH_SHOPPERS_PER_ADDRESS) };
    stack = await startStack({ env: { ...ownEnv, ...ports, ...limits, CATALOG_COUNT: String(options.products), CATALOG_DATABASE_URL: prefilled.database.url } });
    const startMs = Date.now() - started;
    const store = storeOf(stack);
    if (typeof store === 'string') throw new Error(store);
    if (options.listings > 0) {
      result.seeding = await seedListings({ authUrl: store.auth, serverUrl: store.server, count: options.listings, deadline: Date.now() + SEED_DEADLINE_MS });
    }
    result.large = await measureStore(stack, { mix: plan.mix, searches: [], word: plan.word, listings: result.seeding?.done ?? 0, startMs, prefilled });
    // The small store's stack is still up (bench.mjs): the searches are timed at both sizes in turn.
    const searches = await timeSearchesSideBySide(plan.smallCatalogApi, store.catalogApi, plan.searches);
    result.small = { ...plan.small, searches: searches.small };
    result.large.searches = searches.large;
    if (lighthouse) result.lighthouse = await measurePublicPages(stack, port + 50, lighthouse);
    result.load = await loadRun(store.catalogApi, plan.mix, { visitors: options.loadVisitors, seconds: options.loadSeconds });
  } catch (error) {
    result.error = (error as Error).message;
  } finally {
    await stack?.stop();
    await prefilled?.database.stop();
  }
  return result;
}

/**
 * Lighthouse on the public pages with the large store, and each page's limit as the bench's store has it (issue
 * 41): the same page saved as static HTML once it has drawn, measured once. A failure is reported, not thrown.
 */
async function measurePublicPages(
  stack: Stack,
  debuggingPort: number,
  { runs, routes, shellDist }: { runs: number; routes: readonly string[]; shellDist: string },
): Promise<NonNullable<ScaleResult['lighthouse']>> {
  const appByPort = Object.fromEntries(presentApps().map((a) => [String(stack.ports[a.dir]), a.dir]));
  const measure = { url: stack.url, appByPort, ports: stack.ports, debuggingPort };
  try {
    const browser = await launchBenchBrowser();
    let copyOf: Record<string, string>;
    try {
      copyOf = await saveStaticCopies(browser, stack.url, routes, shellDist);
    } finally {
      await browser.close();
    }
    const pages = await measureLighthouse({ ...measure, routes: [...routes], runs });
    const limits = await measureLighthouse({ ...measure, routes: Object.values(copyOf), runs: 1 });
    return { pages: pages.pages, failures: [...pages.failures, ...limits.failures], limits: limits.pages, copyOf };
  } catch (error) {
    return { pages: [], failures: [{ route: routes[0] ?? '/', message: (error as Error).message }] };
  } finally {
    removeStaticCopies(shellDist);
  }
}
