import { describeWaterfall, waterfallLevels, type Request } from './waterfall';

const SHELL = 'http://localhost:3400';
const CATALOG_REMOTE = 'http://127.0.0.1:3402';

/** A request sent at `sentAt` (the start of the task that sent it) whose response was done at `endAt`. */
const req = (id: string, url: string, type: string, sentAt: number, endAt: number, app: string): Request => ({ id, url, type, sentAt, endAt, app });

/** The shell's start-up every route shares: document, main chunk, shared chunks, then the runtime config. */
const startUp = [
  req('doc', `${SHELL}/products`, 'Document', 0, 10, 'shell'),
  req('main', `${SHELL}/main.js`, 'Script', 12, 30, 'shell'),
  req('react', `${SHELL}/275.js`, 'Script', 40, 80, 'shell'),
  req('config', `${SHELL}/config.json`, 'Fetch', 100, 110, 'shell'),
];

describe('waterfallLevels', () => {
  it('puts each request one level below the deepest script, fetch or document done before its task began', () => {
    const levels = waterfallLevels(startUp);
    expect([...levels.entries()]).toEqual([
      ['doc', 1],
      ['main', 2],
      ['react', 3],
      ['config', 4],
    ]);
  });

  it('keeps requests sent by one task on one level, even when one of them is done before the next is sent', () => {
    const levels = waterfallLevels([
      ...startUp,
      req('manifest', `${CATALOG_REMOTE}/mf-manifest.json`, 'Fetch', 120, 130, 'mf-catalog'),
      // The runtime asks for the expose chunk and the entry in one task: both were sent at 140.
      req('chunk', `${CATALOG_REMOTE}/__federation_expose_ProductList.js`, 'Script', 140, 141, 'mf-catalog'),
      req('entry', `${CATALOG_REMOTE}/remoteEntry.js`, 'Script', 140, 170, 'mf-catalog'),
    ]);
    expect(levels.get('chunk')).toBe(6);
    expect(levels.get('entry')).toBe(6);
  });

  it('does not count a style sheet or an image as something a later request waited for', () => {
    const levels = waterfallLevels([
      req('doc', `${SHELL}/`, 'Document', 0, 10, 'shell'),
      req('css', `${SHELL}/app.css`, 'Stylesheet', 12, 20, 'shell'),
      req('logo', `${SHELL}/logo.svg`, 'Image', 12, 25, 'shell'),
      req('main', `${SHELL}/main.js`, 'Script', 30, 40, 'shell'),
    ]);
    expect(levels.get('main')).toBe(2);
  });
});

describe('describeWaterfall', () => {
  it('counts manifest, entry and chunks together, then data: three levels, the target', () => {
    const waterfall = describeWaterfall([
      ...startUp,
      req('manifest', `${CATALOG_REMOTE}/mf-manifest.json`, 'Fetch', 120, 130, 'mf-catalog'),
      req('css', `${CATALOG_REMOTE}/__federation_expose_ProductList.css`, 'Stylesheet', 140, 150, 'mf-catalog'),
      req('chunk', `${CATALOG_REMOTE}/__federation_expose_ProductList.js`, 'Script', 140, 160, 'mf-catalog'),
      req('entry', `${CATALOG_REMOTE}/remoteEntry.js`, 'Script', 140, 170, 'mf-catalog'),
      req('data', 'http://127.0.0.1:3410/products?limit=30', 'Fetch', 180, 200, 'catalog'),
      req('thumb', 'http://127.0.0.1:3410/product-images/1.svg', 'Image', 210, 220, 'catalog'),
    ]);
    expect(waterfall).toMatchObject({ remote: 'mf-catalog', depth: 7, fromManifest: 3, dataRequests: 1 });
    expect(waterfall.steps).toEqual(['document', 'shell JS', 'shell JS', 'config.json', 'mf-catalog manifest', 'mf-catalog JS + mf-catalog entry', 'catalog data']);
    expect(waterfall.requests.at(-1)).toEqual({ level: 8, kind: 'catalog images', url: 'http://127.0.0.1:3410/product-images/1.svg', sentMs: 210, doneMs: 220 });
  });

  it('reports a chunk that waits for the entry, and data that waits for other data, as deeper', () => {
    const waterfall = describeWaterfall([
      ...startUp,
      req('manifest', `${CATALOG_REMOTE}/mf-manifest.json`, 'Fetch', 120, 130, 'mf-catalog'),
      req('entry', `${CATALOG_REMOTE}/remoteEntry.js`, 'Script', 140, 170, 'mf-catalog'),
      req('chunk', `${CATALOG_REMOTE}/__federation_expose_ProductDetail.js`, 'Script', 180, 190, 'mf-catalog'),
      req('product', 'http://127.0.0.1:3410/products/1', 'Fetch', 200, 210, 'catalog'),
      req('related', 'http://127.0.0.1:3410/products/category/beauty', 'XHR', 220, 230, 'catalog'),
    ]);
    expect(waterfall.fromManifest).toBe(5);
    expect(waterfall.dataRequests).toBe(2);
    expect(waterfall.steps.slice(4)).toEqual(['mf-catalog manifest', 'mf-catalog entry', 'mf-catalog JS', 'catalog data', 'catalog data']);
  });

  it('leaves data fetched before the manifest, the runtime config and other remotes\' JS out of the chain', () => {
    const waterfall = describeWaterfall([
      ...startUp,
      req('early', 'http://127.0.0.1:3410/products/categories', 'Fetch', 100, 115, 'catalog'),
      req('manifest', 'http://127.0.0.1:3401/mf-manifest.json', 'Fetch', 120, 130, 'mf-marketing'),
      req('entry', 'http://127.0.0.1:3401/remoteEntry.js', 'Script', 140, 170, 'mf-marketing'),
      // A later prefetch of another remote's manifest and entry is not the route's chain.
      req('prefetch', `${CATALOG_REMOTE}/mf-manifest.json`, 'Fetch', 300, 310, 'mf-catalog'),
      req('other-entry', `${CATALOG_REMOTE}/remoteEntry.js`, 'Script', 320, 330, 'mf-catalog'),
    ]);
    expect(waterfall).toMatchObject({ remote: 'mf-marketing', depth: 6, fromManifest: 2, dataRequests: 0 });
  });

  it('describes a page with no remote as a whole, with no depth from a manifest', () => {
    const waterfall = describeWaterfall(startUp);
    expect(waterfall).toMatchObject({ remote: null, depth: 4, fromManifest: null });
  });
});
