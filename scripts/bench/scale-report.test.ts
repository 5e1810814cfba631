import type { PageRow } from './lighthouse-report';
import { loadFailed, scaleCompareLines, scaleLines, searchLines, type ScaleResult, type SizeResult } from './scale-report';

const timing = (p50: number, p95: number, p99 = p95) => ({
  count: 200,
  p50,
  p95,
  p99,
  errors: 0,
  byQuery: [
    { name: 'first page', p50 },
    { name: 'search "dial"', p50: p50 * 2 },
  ],
});

const bytes = (products: number, q: number, categories: number) => [
  { route: '/products', bytes: products, decodedBytes: products, responses: 1, cards: 12 },
  { route: '/products?q=dial', bytes: q, decodedBytes: q, responses: 1, cards: 12 },
  { route: '/catergories', bytes: categories, decodedBytes: categories, responses: 1, cards: 24 },
];

const small: SizeResult = { products: 200, catalogCount: 200, listings: 0, startMs: 20_000, importMs: 680, bytes: bytes(10_240, 9_216, 6_144), timing: timing(8, 12) };
const large: SizeResult = {
  products: 110_000,
  catalogCount: 100_000,
  listings: 10_000,
  startMs: 95_500,
  importMs: 71_200,
  bytes: bytes(10_752, 9_728, 8_192),
  timing: timing(10, 20, 31),
};

const page = (route: string, score: number, scores?: number[]): PageRow & { fcpMs: number } => ({
  route,
  score,
  scores,
  lcpMs: 2500,
  fcpMs: 760,
  tbtMs: 120,
  cls: 0,
  requests: 30,
  jsKb: 190,
  startupJsKb: 180,
  ownJsKb: 22,
  lcpElement: null,
  waterfall: { remote: 'mf-catalog', depth: 7, fromManifest: 3, steps: [] },
  external: [],
});

const result: ScaleResult = {
  word: 'dial',
  category: 'beauty',
  mix: ['first page', 'search "dial"'],
  small,
  large,
  seeding: { count: 10_000, done: 10_000, failed: 0, messages: [], skipped: 0, ms: 400_000, callers: 20, sellers: 5 },
  load: { visitors: 50, seconds: 30, count: 3000, p50: 400, p95: 900, p99: 1200, errors: 0, messages: [], perSecond: 99.8, warmup: { ms: 42_000, requests: 900, errors: 2 } },
  lighthouse: { pages: [page('/products', 92, [90, 92, 94]), page('/catergories', 89)], failures: [] },
  error: null,
};

const text = (r: ScaleResult, home: PageRow | null = page('/', 94)) => scaleLines(r, home).join('\n');

describe('scaleLines', () => {
  it('sets each page\'s data at both sizes side by side, with the ratio and the cards shown', () => {
    const out = text(result);
    expect(out).toMatch(/page\s+small: 200 products\s+large: 110,000 products\s+large\/small\s+cards/);
    expect(out).toMatch(/\/products\s+10\.0 KB \(1 response\)\s+10\.5 KB \(1 response\)\s+1\.05x\s+12, 12/);
    expect(out).toMatch(/\/catergories\s+6\.0 KB \(1 response\)\s+8\.0 KB \(1 response\)\s+1\.33x ✗\s+24, 24/);
    expect(out).toContain('uncompressed');
  });

  it('judges a page showing more cards at the large size by its data a card', () => {
    const more = { ...large, bytes: large.bytes.map((r) => (r.route === '/catergories' ? { ...r, bytes: 8_704, cards: 34 } : r)) };
    expect(text({ ...result, large: more })).toMatch(/\/catergories\s+6\.0 KB \(1 response\)\s+8\.5 KB \(1 response\)\s+1\.42x \(1\.00x a card\)\s+24, 34/);
  });

  it('marks a page over 100 KB', () => {
    const heavy = { ...large, bytes: bytes(200 * 1024, 9_728, 8_192) };
    expect(text({ ...result, large: heavy })).toMatch(/200\.0 KB ✗ \(1 response\)/);
  });

  it('gives p50, p95 and p99 at both sizes and their ratios, p95 against 2x', () => {
    const out = text(result);
    expect(out).toMatch(/small: 200 products\s+8\.0 ms\s+12 ms\s+12 ms\s+0/);
    expect(out).toMatch(/large: 110,000 products\s+10 ms\s+20 ms\s+31 ms\s+0/);
    expect(out).toMatch(/large\/small\s+1\.25x\s+1\.67x\s+2\.58x/);
    expect(out).toContain("p95 at 110,000 products: 1.67x the small store's, target ≤ 2x: within.");
    expect(out).toContain('Median by query, small → large: first page 8.0 ms → 10 ms; search "dial" 16 ms → 20 ms.');
  });

  it('marks a p95 more than twice the small store\'s, and by how much', () => {
    const out = text({ ...result, large: { ...large, timing: timing(10, 30) } });
    expect(out).toMatch(/large\/small\s+1\.25x\s+2\.50x ✗/);
    expect(out).toContain('target ≤ 2x: missed by 0.50x');
  });

  it('reports the large store\'s start, import and seeding', () => {
    const out = text(result);
    expect(out).toContain(
      "Large store: 100,000 catalog products and 10,000 listings; its stack started in 95.5 s (the small one in 20.0 s). The server's import of 100,000 products took 71.2 s, of 200 0.7 s.",
    );
    expect(text({ ...result, large: { ...large, prefilled: true } })).toContain('took 71.2 s (run by the bench before its stack, so every figure is of the whole store), of 200');
    expect(out).toContain('Seeding: 10,000 of 10,000 listings through addListing in 400.0 s (25.0 a second, 20 callers, 5 sellers).');
    const partial = text({ ...result, seeding: { ...result.seeding!, done: 9_000, failed: 10, skipped: 990, messages: ['addListing: HTTP 500'] } });
    expect(partial).toContain('9,000 of 10,000 listings');
    expect(partial).toContain(': 10 failed (addListing: HTTP 500), 990 not sent by the deadline ✗.');
  });

  it('reports the load run, and marks any error', () => {
    expect(text(result)).toContain('Load run: 50 visitors at once for 30 s against the large store, each asking the mix in turn: 3,000 answered (99.8 a second), p50 400 ms, p95 900 ms, p99 1200 ms, 0 errors (target 0).');
    expect(text(result)).toContain('over 42.0 s, 900 answered, 2 failed.');
    const failing = { ...result.load!, errors: 3, messages: ['HTTP 503 for http://127.0.0.1:3594/x'] };
    expect(text({ ...result, load: failing })).toContain('3 errors ✗ (target 0: HTTP 503 for http://127.0.0.1:3594/x)');
    expect(loadFailed(failing)).toBe(true);
    expect(loadFailed(result.load)).toBe(false);
    expect(loadFailed(null)).toBe(false);
  });

  it("sets the large store's Lighthouse scores beside home's, within 3 points", () => {
    const out = text(result);
    expect(out).toMatch(/\/products\s+92 \(90-94\)\s+LCP 2\.5 s, TBT 120 ms\s+home 94: within 3 points/);
    expect(out).toMatch(/\/catergories\s+89\s+LCP 2\.5 s, TBT 120 ms\s+5 under home's 94 ✗/);
    expect(text(result, null)).toContain('no home score to compare');
  });

  it("sets each public page with the large store beside its limit, its static copy, with the targets it misses", () => {
    const copyOf = { '/products': '/bench-static/products.html', '/catergories': '/bench-static/catergories.html' };
    const timed = (p: ReturnType<typeof page>, lcpMs: number, tbtMs: number) => ({ ...p, lcpMs, tbtMs });
    const lighthouse = {
      pages: [timed(page('/products', 99), 1220, 90), timed(page('/catergories', 96), 1460, 244)],
      limits: [timed(page(copyOf['/products'], 100), 1400, 0), timed(page(copyOf['/catergories'], 100), 1380, 0)],
      copyOf,
      failures: [],
    };
    const out = text({ ...result, lighthouse });
    expect(out).toContain('With the large store, each public page against its limit');
    expect(out).toMatch(/\/products\s+99\s+1\.22 s\s+0\.76 s\s+90 ms\s+0\.000\s+100\s+1\.40 s\s+0\.87x\s+none/);
    expect(out).toMatch(/\/catergories\s+96\s+1\.46 s\s+0\.76 s\s+244 ms\s+0\.000\s+100\s+1\.38 s\s+1\.06x\s+score, TBT/);
    expect(text(result)).not.toContain('against its limit');
  });

  it('says when the large store failed, and still prints the small one', () => {
    const out = text({ ...result, large: null, seeding: null, load: null, lighthouse: null, error: 'The Auth emulator did not answer' });
    expect(out).toContain('Large store: FAILED (The Auth emulator did not answer).');
    expect(out).toMatch(/\/products\s+10\.0 KB \(1 response\)\s+–\s+–\s+12/);
    expect(out).not.toContain('Load run');
  });
});

describe('scaleCompareLines', () => {
  it('gives after / before for the figures both runs have', () => {
    const before: ScaleResult = { ...result, large: { ...large, timing: timing(10, 10) }, load: null };
    const out = scaleCompareLines(result, before).join('\n');
    expect(out).toMatch(/small \/products\s+10\.0 KB\s+10\.0 KB\s+1\.00x/);
    expect(out).toMatch(/large query p95\s+20 ms\s+10 ms\s+2\.00x/);
    expect(out).not.toContain('load run');
    expect(out).toMatch(/seeding, listings a second\s+25\.0\s+25\.0\s+1\.00x/);
    expect(out).toContain('The catalog at scale, after / before:');
    const smaller = scaleCompareLines(result, { ...before, large: { ...large, products: 5_500 } }).join('\n');
    expect(smaller).toContain('after / before (products after: 200 and 110,000; before: 200 and 5,500):');
  });

  it('prints nothing when the runs share no figure', () => {
    expect(scaleCompareLines({ ...result, large: null, load: null, seeding: null }, { ...result, small: { ...small, bytes: [], timing: timing(Number.NaN, Number.NaN) }, large: null, load: null, seeding: null })).toEqual([]);
  });
});

describe('searchLines', () => {
  const searches = (plain: number, typo: number, suggestion: number) => [
    { name: 'plain', path: '/products?q=leather', timing: timing(plain / 2, plain) },
    { name: 'typo', path: '/products?q=laether', timing: timing(typo / 2, typo) },
    { name: 'suggestion', path: '/suggest?q=lea', timing: timing(suggestion / 2, suggestion) },
  ];

  it('prints each kind at both sizes, marking a p95 over 2x the small store’s or over its ceiling', () => {
    const lines = searchLines({ ...small, searches: searches(10, 20, 10) }, { ...large, searches: searches(30, 70, 25) }).join('\n');
    expect(lines).toMatch(/plain .*3\.00x ✗/);
    expect(lines).toMatch(/typo .*70 ms .*≤ 60 ms ✗/);
    expect(lines).toMatch(/suggestion .*25 ms .*2\.50x ✗ .*≤ 30 ms(?! ✗)/);
  });

  it('names the search’s indexes and tables at the large size, each in MB or KB, when the bench read them', () => {
    const indexes = [
      { name: 'products_search_doc', bytes: 8.1 * 1024 * 1024 },
      { name: 'search_words', bytes: 80 * 1024 },
    ];
    const lines = searchLines({ ...small, searches: searches(10, 20, 10) }, { ...large, searches: searches(15, 30, 12), indexes });
    expect(lines.at(-1)).toMatch(/^The search's indexes and tables at [\d,]+ products: products_search_doc 8\.1 MB, search_words 80\.0 KB\.$/);
    expect(searchLines({ ...small, searches: searches(10, 20, 10) }, { ...large, searches: searches(15, 30, 12) }).join('\n')).not.toMatch(/indexes/);
  });

  it('prints nothing for a report from before searches were timed', () => {
    expect(searchLines(small, large)).toEqual([]);
  });
});
