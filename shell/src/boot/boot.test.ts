import { PREVIEWS_STORAGE_KEY } from '../federation/preview-request';
import { boot, type BootPage } from './boot';
import { openEarlyFetches, takeEarlyFetches } from './early-fetches';
import { SAME_CONTRACTS_MAJOR } from '../testing/contracts-versions';
import { SESSION_STORAGE_KEY } from '../stores/storage-keys';

const MANIFEST = 'http://127.0.0.1:3603/mf-manifest.json';
const CATALOG_MANIFEST = 'http://127.0.0.1:3602/mf-manifest.json';
const CATALOG_API = 'http://127.0.0.1:3694/demo-storefront/us-central1/catalog';
const CONFIG = { remotes: { mf_checkout: MANIFEST, mf_catalog: CATALOG_MANIFEST }, catalogUrl: 'http://127.0.0.1:3610/', catalogApiUrl: `${CATALOG_API}/` };
const manifest = {
  metaData: { buildInfo: { contractsVersion: SAME_CONTRACTS_MAJOR }, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [],
  exposes: [{ name: 'Checkout', assets: { js: { sync: ['__federation_expose_Checkout.js'] }, css: { sync: [] } } }],
};
const catalogManifest = {
  metaData: {
    ...manifest.metaData,
    buildInfo: {
      contractsVersion: SAME_CONTRACTS_MAJOR,
      routeData: {
        ProductList: [{ template: '{catalogApiUrl}/products{?q,category,minPrice,maxPrice,rating,sort,page}' }],
        ProductDetail: [{ template: '{catalogApiUrl}/products/{:slug}' }],
      },
    },
  },
  shared: [],
  exposes: ['ProductList', 'ProductDetail'].map((name) => ({ name, assets: { js: { sync: [] }, css: { sync: [] } } })),
};
const FIRST_PAGE = `${CATALOG_API}/products`;

const reply = (body: unknown): Response => {
  const text = JSON.stringify(body);
  return { ok: true, status: 200, text: async () => text, json: async () => JSON.parse(text), clone: () => reply(body) } as Response;
};

function page(pathname: string, { signedIn = false, search = '', preview = false, carried = [] as string[] } = {}) {
  const user = { isLoggedIn: true, uid: 'u1', providerId: 'google.com', primaryInformation: null, location: null };
  const local: Record<string, string> = signedIn ? { [SESSION_STORAGE_KEY]: JSON.stringify(user) } : {};
  const session: Record<string, string> = preview ? { [PREVIEWS_STORAGE_KEY]: '{"mf_checkout":"http://127.0.0.1:4000/m.json"}' } : {};
  const preloads: unknown[] = [];
  const bootPage: BootPage = {
    location: { pathname, search },
    localStorage: { getItem: (key) => local[key] ?? null },
    sessionStorage: { getItem: (key) => session[key] ?? null },
    preload: (p) => preloads.push(p),
    carried: new Set(carried),
  };
  return { bootPage, preloads };
}

const answers: Record<string, unknown> = { [MANIFEST]: manifest, [CATALOG_MANIFEST]: catalogManifest, [FIRST_PAGE]: { products: [] } };

async function run(pathname: string, options?: Parameters<typeof page>[1], config: unknown = CONFIG, scope: object = {}) {
  const asked: string[] = [];
  const fetchImpl = jest.fn(async (url: string) => {
    asked.push(url);
    return reply(url === '/config.json' ? config : answers[url]);
  }) as unknown as typeof fetch;
  const { bootPage, preloads } = page(pathname, options);
  await boot(bootPage, openEarlyFetches(scope, fetchImpl)!);
  return { asked, preloads };
}

describe('boot', () => {
  it("asks for config.json, then the route's manifest, then preloads the remote's entry and the route's files", async () => {
    const { asked, preloads } = await run('/checkout', { signedIn: true });
    expect(asked).toEqual(['/config.json', MANIFEST]);
    expect(preloads).toEqual([
      { href: 'http://127.0.0.1:3603/remoteEntry.js', as: 'script' },
      { href: 'http://127.0.0.1:3603/__federation_expose_Checkout.js', as: 'script' },
    ]);
  });

  it('asks for the data the route\'s manifest names, and the shell takes that response instead of asking again', async () => {
    const scope = {};
    const { asked } = await run('/products', {}, CONFIG, scope);
    expect(asked).toEqual(['/config.json', CATALOG_MANIFEST, FIRST_PAGE]);
    const network = jest.fn(async () => reply({ products: ['asked again'] })) as unknown as typeof fetch;
    const shellFetch = takeEarlyFetches(scope, network);
    await expect((await shellFetch(new URL(FIRST_PAGE))).json()).resolves.toEqual({ products: [] });
    expect(network).not.toHaveBeenCalled();
  });

  it('asks for none of the data a server-rendered page already carries, and still preloads the route’s files', async () => {
    const { asked, preloads } = await run('/products', { carried: [FIRST_PAGE] });
    expect(asked).toEqual(['/config.json', CATALOG_MANIFEST]);
    expect(preloads).toEqual([{ href: 'http://127.0.0.1:3602/remoteEntry.js', as: 'script' }]);
  });

  it("asks for the listing's page the address names: its search, filters, sort and page, nothing else", async () => {
    const search = '?debug=remotes&page=3&sort=price-low&q=desk%20lamp&category=home-decoration';
    expect((await run('/shop', { search })).asked).toEqual([
      '/config.json',
      CATALOG_MANIFEST,
      `${CATALOG_API}/products?q=desk+lamp&category=home-decoration&sort=price-low&page=3`,
    ]);
  });

  it("fills the route's params into the data a product page names, encoded as a path", async () => {
    expect((await run('/products/caf%C3%A9-au-lait')).asked).toEqual(['/config.json', CATALOG_MANIFEST, `${CATALOG_API}/products/caf%C3%A9-au-lait`]);
    expect((await run("/products/men's%20shirt")).asked).toEqual(['/config.json', CATALOG_MANIFEST, `${CATALOG_API}/products/men's%20shirt`]);
    expect((await run('/products/%E0%A4%A')).asked).toEqual(['/config.json', CATALOG_MANIFEST]);
  });

  it('asks only for config.json for a visitor on a signed-in route: they are sent to sign in', async () => {
    expect(await run('/checkout')).toEqual({ asked: ['/config.json'], preloads: [] });
  });

  it.each([
    ['a preview asked for in the address', { signedIn: true, search: '?preview=mf_checkout@http://127.0.0.1:4000/m.json' }],
    ['a preview kept for the session', { signedIn: true, preview: true }],
  ])('leaves the manifest to the shell with %s', async (_, options) => {
    expect(await run('/checkout', options)).toEqual({ asked: ['/config.json'], preloads: [] });
  });

  it('asks only for config.json on a page no remote shows', async () => {
    expect(await run('/no/such/page')).toEqual({ asked: ['/config.json'], preloads: [] });
  });

  it('asks for no manifest when the config names no such remote', async () => {
    expect(await run('/checkout', { signedIn: true }, { remotes: {} })).toEqual({ asked: ['/config.json'], preloads: [] });
  });
});
