/** @jest-environment node */
import { CONTRACTS_VERSION, useCart, useSession } from 'shared-contracts';
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
  return { url, config: CONFIG, budgetMs, loadEntry };
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
