/** @jest-environment node */
import { CONTRACTS_VERSION, useCart, usePlatform, useSession } from 'shared-contracts';
import type { RemoteServerEntry, RenderRequest } from 'shared-contracts/server-render';
import { ANOTHER_CONTRACTS_MAJOR, SAME_CONTRACTS_MAJOR } from '../testing/contracts-versions';
import { renderPage } from './render-page';

const MARKETING = 'http://127.0.0.1:3601/mf-manifest.json';
const CONFIG = {
  remotes: { mf_marketing: MARKETING, mf_catalog: 'http://127.0.0.1:3602/mf-manifest.json' },
  catalogUrl: 'http://127.0.0.1:3610',
  catalogApiUrl: 'http://127.0.0.1:3694/demo-storefront/us-central1/catalog',
  accountStore: { mode: 'server', url: 'http://127.0.0.1:3694/demo-storefront/us-central1' },
};

/** What a visitor's page shows of their own: it must be the same for everyone. */
function Personal() {
  const session = useSession();
  const cart = useCart();
  return (
    <p>
      {session.isLoggedIn ? 'signed in' : 'visitor'}, {cart.items.length} in the cart
    </p>
  );
}

const entry = (screen: () => React.ReactElement, contractsVersion = SAME_CONTRACTS_MAJOR): RemoteServerEntry => ({ contractsVersion, screens: { About: { default: screen } } });

function request(url: string, loadEntry: RenderRequest['loadEntry'], budgetMs = 150): RenderRequest {
  return { url, config: CONFIG, budgetMs, loadEntry, fetch: () => Promise.reject(new Error('No route data in this test')) };
}

const AREA_LOADING = 'role="status" aria-label="Loading This page" aria-busy="true"';

describe('a public route’s first view, rendered on the server', () => {
  it('has the shell’s bar and footer and the remote’s screen, from the entry beside its manifest, with the styles beside it', async () => {
    const loadEntry = jest.fn(async () => entry(() => <h1>About Oja Express</h1>));
    const page = await renderPage(request('/about', loadEntry));
    expect(loadEntry).toHaveBeenCalledWith('http://127.0.0.1:3601/server/entry.cjs');
    expect(page).toMatchObject({ status: 200, fallbacks: [], styles: ['http://127.0.0.1:3601/server/entry.css'] });
    expect(page!.html).toContain('<h1>About Oja Express</h1>');
    expect(page!.html).toMatch(/<nav aria-label="Main"/);
    expect(page!.html).toMatch(/<footer/);
    expect(page!.html).not.toContain(AREA_LOADING);
    // Nothing the page's CSP refuses: no inline script, so every boundary is inline.
    expect(page!.html).not.toMatch(/<script/);
  });

  it('is the same for every visitor: signed out, an empty cart', async () => {
    const page = await renderPage(request('/about', async () => entry(() => <Personal />)));
    expect(page!.html).toContain('<p>visitor<!-- -->, <!-- -->0<!-- --> in the cart</p>');
    expect(page!.html).toContain('aria-label="Cart, 0 items"');
  });

  it('escapes what a seller or shopper wrote, so it cannot end the markup or open a script', async () => {
    const page = await renderPage(request('/about', async () => entry(() => <h1 title={'"><script>'}>{'</script><!-- <b>'}</h1>)));
    expect(page!.html).toContain('<h1 title="&quot;&gt;&lt;script&gt;">&lt;/script&gt;&lt;!-- &lt;b&gt;</h1>');
  });

  it('leaves the area to the browser when the remote throws, is refused or is not ready in time, and says why', async () => {
    const throwing = await renderPage(
      request('/about', async () =>
        entry(() => {
          throw new Error('no catalog on the server');
        }),
      ),
    );
    const refused = await renderPage(request('/about', async () => entry(() => <h1>About</h1>, ANOTHER_CONTRACTS_MAJOR)));
    const slow = await renderPage(request('/about', () => new Promise(() => undefined), 20));
    const missing = await renderPage(request('/about', () => Promise.reject(new Error('http://127.0.0.1:3601/server/entry.cjs answered 404'))));

    for (const page of [throwing, refused, slow, missing]) {
      expect(page!.html).toContain(AREA_LOADING);
      // The rest of the page is still HTML.
      expect(page!.html).toMatch(/<nav aria-label="Main"/);
      expect(page!.styles).toEqual([]);
    }
    expect(throwing!.fallbacks).toEqual([{ remote: 'mf_marketing', reason: 'no catalog on the server' }]);
    expect(refused!.fallbacks[0]!.reason).toBe(`built against shared-contracts ${ANOTHER_CONTRACTS_MAJOR}, the shell has ${CONTRACTS_VERSION}`);
    expect(slow!.fallbacks[0]!.reason).toBe('its server entry was not ready within 20 ms');
    expect(missing!.fallbacks[0]!.reason).toBe('http://127.0.0.1:3601/server/entry.cjs answered 404');
  });

  it('renders nothing for a route the browser renders (signed in, not yet on the server) or an unusable config', async () => {
    const loadEntry = jest.fn();
    expect(await renderPage(request('/checkout', loadEntry))).toBeNull();
    expect(await renderPage(request('/account', loadEntry))).toBeNull();
    expect(await renderPage({ ...request('/about', loadEntry), config: { remotes: [] } })).toBeNull();
    expect(loadEntry).not.toHaveBeenCalled();
  });
});

describe('a route’s data, read on the server for its first view', () => {
  const API = CONFIG.catalogApiUrl;

  /** A product page that shows what the page carried for its product, as the catalog's screen does. */
  function ProductName() {
    const slug = 'oak-table';
    const carried = usePlatform().readRouteData?.(`${API}/products/${slug}`);
    if (!carried) return <p>Loading product</p>;
    return <h1>{carried.status === 404 ? 'Product Not Found' : (carried.body as { name: string }).name}</h1>;
  }

  const catalogEntry: RemoteServerEntry = {
    contractsVersion: SAME_CONTRACTS_MAJOR,
    screens: { ProductDetail: { default: ProductName }, ProductList: { default: () => <p>listing</p> } },
    routeData: { ProductDetail: [{ template: '{catalogApiUrl}/products/{:slug}' }], ProductList: [{ template: '{catalogApiUrl}/products{?q,category,page}' }] },
  };

  const answering = (status: number, body: unknown) => jest.fn(async () => new Response(JSON.stringify(body), { status }));

  function catalogRequest(url: string, fetch: RenderRequest['fetch'], budgetMs = 150): RenderRequest {
    return { ...request(url, async () => catalogEntry, budgetMs), fetch };
  }

  it('asks for what the route’s manifest names, renders the screen with it, and hands the same answers to the page', async () => {
    const fetch = answering(200, { name: 'Oak table' });
    const page = await renderPage(catalogRequest('/products/oak-table', fetch));
    expect(fetch).toHaveBeenCalledWith(`${API}/products/oak-table`, expect.objectContaining({ headers: { Accept: 'application/json' } }));
    expect(page!.html).toContain('<h1>Oak table</h1>');
    expect(page).toMatchObject({ status: 200, fallbacks: [], data: { responses: { [`${API}/products/oak-table`]: { status: 200, body: { name: 'Oak table' } } } } });
  });

  it('asks for the listing the page’s own query names', async () => {
    const fetch = answering(200, { products: [] });
    await renderPage(catalogRequest('/products?page=2&q=oak+table&utm=x', fetch));
    expect(fetch).toHaveBeenCalledWith(`${API}/products?q=oak+table&page=2`, expect.anything());
  });

  it('answers 404 for a product the catalog does not have, with its not-found view', async () => {
    const page = await renderPage(catalogRequest('/products/oak-table', answering(404, { message: 'No such product' })));
    expect(page!.status).toBe(404);
    expect(page!.html).toContain('<h1>Product Not Found</h1>');
  });

  it('leaves data that failed or came late to the browser: the screen renders its loading state, the page carries nothing', async () => {
    const failed = await renderPage(catalogRequest('/products/oak-table', answering(503, { message: 'busy' })));
    const late = await renderPage(catalogRequest('/products/oak-table', jest.fn(() => new Promise<Response>(() => undefined)), 30));
    const unreachable = await renderPage(catalogRequest('/products/oak-table', jest.fn(() => Promise.reject(new TypeError('fetch failed')))));
    for (const page of [failed, late, unreachable]) {
      expect(page).toMatchObject({ status: 200, data: null, fallbacks: [] });
      expect(page!.html).toContain('<p>Loading product</p>');
    }
  });

  it('asks for nothing, and carries nothing, when the remote’s area is left to the browser', async () => {
    const fetch = answering(200, { name: 'Oak table' });
    const page = await renderPage({ ...request('/products/oak-table', async () => ({ ...catalogEntry, contractsVersion: ANOTHER_CONTRACTS_MAJOR })), fetch });
    expect(fetch).not.toHaveBeenCalled();
    expect(page!.data).toBeNull();
  });
});
