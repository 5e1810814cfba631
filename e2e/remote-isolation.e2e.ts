// Guards: for each remote in turn — stopped before load, stopped after load then a route change,
// answering slowly, a manifest answering 500, a screen that throws while rendering, a build against an
// incompatible contracts major — only that remote's area shows the 'temporarily unavailable' panel;
// navigation, the cart drawer and other routes keep working, nothing in the cart is lost, and Retry
// recovers once the remote is back.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { signUpWithGoogle } from './support/account';
import { DESKTOP } from './support/browser';
import { composedShop } from './support/composed-shop';
import { builtAgainstContracts, manifestAnswers500, manifestHeld, screenThrows, type Fault } from './support/remote-faults';
import { emitOnBus, SAMPLE_PRODUCT } from './support/shop';

// A short timeout per attempt, so the slow remote's fallback shows within seconds.
const configDir = mkdtempSync(path.join(tmpdir(), 'shop-isolation-'));
writeFileSync(path.join(configDir, 'config.json'), JSON.stringify({ remoteTimeoutMs: 1500 }));
const shop = composedShop({ env: { SHOP_CONFIG: path.join(configDir, 'config.json') } });

// eslint-disable-next-line @typescript-eslint/no-require-imports
const CONTRACTS = (require('../shared-contracts/package.json') as { version: string }).version;
const ANOTHER_MAJOR = `${Number(CONTRACTS.split('.')[0]) + 1}.0.0`;

interface RemoteCase {
  name: string;
  dir: string;
  /** A route of this remote, and a second one served by another of its modules (null: it has one). */
  route: string;
  secondRoute: string | null;
  /** A route of another remote, which must keep working. */
  elsewhere: string;
  signedIn?: boolean;
}

const REMOTES: RemoteCase[] = [
  { name: 'mf_marketing', dir: 'mf-marketing', route: '/', secondRoute: '/about', elsewhere: '/products' },
  { name: 'mf_catalog', dir: 'mf-catalog', route: '/products', secondRoute: '/catergories', elsewhere: '/about' },
  { name: 'mf_account', dir: 'mf-account', route: '/login', secondRoute: '/register', elsewhere: '/about' },
  { name: 'mf_checkout', dir: 'mf-checkout', route: '/checkout', secondRoute: null, elsewhere: '/about', signedIn: true },
];

const area = (page: Page, remote: string) => page.locator(`[data-remote-area="${remote}"]`);
const panelIn = (page: Page, remote: string) => area(page, remote).getByRole('alert').filter({ hasText: 'temporarily unavailable' });
const allPanels = (page: Page) => page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });
/** The area's own page heading (the fallback panel's heading is not one). */
const screenHeading = (page: Page, remote: string) => area(page, remote).locator('h1:not([id$="-unavailable"])').first();

/** Client-side navigation, as a link would do it: the page (and every loaded remote) stays. */
async function navigate(page: Page, to: string) {
  await page.evaluate((url) => {
    history.pushState({}, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function expectScreen(page: Page, remote: string) {
  await screenHeading(page, remote).waitFor();
  expect(await allPanels(page).count()).toBe(0);
}

/** Everything but the failed area works: the cart and its drawer, and another remote's route. */
async function expectOnlyThisAreaFailed(page: Page, remote: RemoteCase) {
  await panelIn(page, remote.name).waitFor();
  expect(await allPanels(page).count()).toBe(1);
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const drawer = page.getByRole('dialog', { name: /cart/i });
  await drawer.getByText(SAMPLE_PRODUCT.name).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')[0]?.quantity)).toBe(2);

  await navigate(page, remote.elsewhere);
  const other = REMOTES.find((r) => r.route === remote.elsewhere || r.secondRoute === remote.elsewhere)!;
  await expectScreen(page, other.name);
  await navigate(page, remote.route);
  await panelIn(page, remote.name).waitFor();
}

let signedIn: BrowserContext | undefined;
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/**
 * A page with two of the sample product in the cart, on the remote's route (signed in for checkout).
 * `prepare` installs a fault before the first page load: links in view warm their remote's manifest.
 */
async function openOn(remote: RemoteCase, url = remote.route, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  let page: Page;
  if (remote.signedIn) {
    if (!signedIn) {
      signedIn = await shop.browser.newContext({ viewport: DESKTOP });
      const first = await signedIn.newPage();
      await signUpWithGoogle(first, shop.stack.url, { email: 'isolation@example.ng', name: 'Ife Isolation' });
      await first.close();
    }
    page = await signedIn.newPage();
  } else {
    const context = await shop.browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    page = await context.newPage();
  }
  await prepare?.(page);
  await page.goto(`${shop.stack.url}/notfound?debug`);
  await page.evaluate(() => localStorage.removeItem('cart'));
  await page.reload();
  await emitOnBus(page, 'cart:add', { product: SAMPLE_PRODUCT, quantity: 2 });
  await page.getByRole('button', { name: 'Cart, 2 items' }).waitFor();
  await navigate(page, url);
  return page;
}

const manifestOf = (remote: RemoteCase) => `http://127.0.0.1:${shop.stack.ports[remote.dir]}/mf-manifest.json`;

describe.each(REMOTES)('$name', (remote) => {
  test('stopped before it loads: its fallback, the rest works, Retry recovers', async () => {
    const server = shop.stack.servers[remote.dir]!;
    await server.stop();
    let page: Page;
    try {
      page = await openOn(remote);
      await expectOnlyThisAreaFailed(page, remote);
    } finally {
      await server.start();
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectScreen(page, remote.name);
  });

  test('stopped after it loaded, then a route change: what it loaded keeps working, a new screen falls back', async () => {
    const page = await openOn(remote);
    await expectScreen(page, remote.name);
    const server = shop.stack.servers[remote.dir]!;
    await server.stop();
    try {
      // Back to a screen it already loaded: still there without its server.
      await navigate(page, remote.elsewhere);
      await navigate(page, remote.route);
      await expectScreen(page, remote.name);
      if (remote.secondRoute) {
        await navigate(page, remote.secondRoute);
        await panelIn(page, remote.name).waitFor();
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')[0]?.quantity)).toBe(2);
      }
    } finally {
      await server.start();
    }
    if (remote.secondRoute) {
      await page.getByRole('button', { name: 'Retry' }).click();
      await expectScreen(page, remote.name);
    }
  });

  test('answering slowly: past the timeout its fallback shows, and the late answer renders after Retry', async () => {
    let late!: Awaited<ReturnType<typeof manifestHeld>>;
    const slow = await openOn(remote, '/notfound', async (page) => (late = await manifestHeld(page, manifestOf(remote))));
    await navigate(slow, remote.route);
    await expectOnlyThisAreaFailed(slow, remote);
    late.release();
    await late.arrived;
    await late.heal();
    await slow.getByRole('button', { name: 'Retry' }).click();
    await expectScreen(slow, remote.name);
  });

  test('a manifest answering 500: its fallback, the rest works, Retry recovers', async () => {
    let fault!: Fault;
    const page = await openOn(remote, '/notfound', async (p) => (fault = await manifestAnswers500(p, manifestOf(remote))));
    await navigate(page, remote.route);
    await expectOnlyThisAreaFailed(page, remote);
    await fault.heal();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectScreen(page, remote.name);
  });

  test('a screen that throws while rendering: its fallback, the rest works, Retry recovers', async () => {
    let fault!: Fault;
    const page = await openOn(remote, '/notfound', async (p) => (fault = await screenThrows(p, manifestOf(remote), remote.name, CONTRACTS)));
    await navigate(page, remote.route);
    await expectOnlyThisAreaFailed(page, remote);
    await fault.heal();
    await page.getByRole('button', { name: 'Retry' }).click();
    await area(page, remote.name).getByText('The screen is back').waitFor();
    expect(await allPanels(page).count()).toBe(0);
  });

  test('built against an incompatible contracts major: refused before its code runs, Retry takes a fixed deploy', async () => {
    let fault!: Fault;
    const page = await openOn(remote, '/notfound', async (p) => (fault = await builtAgainstContracts(p, manifestOf(remote), ANOTHER_MAJOR)));
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && r.url().startsWith(new URL(manifestOf(remote)).origin) && scripts.push(r.url()));
    await navigate(page, remote.route);
    await expectOnlyThisAreaFailed(page, remote);
    await expect(panelIn(page, remote.name).getByText('This part of the shop is being updated. Please try again in a moment.').count()).resolves.toBe(1);
    expect(scripts).toEqual([]);
    await fault.heal();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectScreen(page, remote.name);
  });
});

test('start-up waits on no remote but the route’s: the other three down, the page paints and asks nothing of them', async () => {
  const others = REMOTES.filter((r) => r.name !== 'mf_marketing');
  await Promise.all(others.map((r) => shop.stack.servers[r.dir]!.stop()));
  try {
    const context = await shop.browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    const asked: string[] = [];
    const origins = others.map((r) => new URL(manifestOf(r)).origin);
    page.on('request', (r) => origins.some((o) => r.url().startsWith(o)) && asked.push(r.url()));
    await page.goto(`${shop.stack.url}/about`);
    await expectScreen(page, 'mf_marketing');
    expect(asked).toEqual([]);
  } finally {
    await Promise.all(others.map((r) => shop.stack.servers[r.dir]!.start()));
  }
});

afterAll(async () => {
  await signedIn?.close();
});
