// Guards: a link hovered or focused loads its route's remote screen ahead of the click, so the next page
// paints without the loading placeholder; a link scrolled into view warms its remote's manifest; after
// the route change, focus is on the new page's heading.
// A direct visit asks for the route's data once, however early the boot script starts it (before the
// shell's own script has arrived, for a product page whose request names its slug).
import type { Page } from 'playwright-core';
import { openPage } from './support/browser';
import { composedShop } from './support/composed-shop';

const shop = composedShop();

/** Records whether the loading placeholder of any remote area ever shows from now on. */
async function watchPlaceholders(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __placeholders: number };
    w.__placeholders = 0;
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-busy="true"]')) w.__placeholders += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __placeholders: number }).__placeholders);
}

test('hovering Shop loads the catalog ahead: the click paints the list at once and focuses its heading', async () => {
  const { page } = await openPage(shop.browser);
  const catalogOrigin = `http://127.0.0.1:${shop.stack.ports['mf-catalog']}`;
  const fromCatalog: string[] = [];
  page.on('requestfinished', (r) => r.url().startsWith(catalogOrigin) && fromCatalog.push(new URL(r.url()).pathname));
  await page.goto(`${shop.stack.url}/about`);
  await page.getByRole('heading', { level: 1, name: 'About Oja Express' }).waitFor();

  const nav = page.getByRole('navigation', { name: 'Main' });
  const entryLoaded = page.waitForResponse((r) => r.url() === `${catalogOrigin}/remoteEntry.js`);
  await nav.getByRole('link', { name: 'Shop' }).hover();
  await entryLoaded;
  await page.waitForLoadState('networkidle');
  const placeholders = await watchPlaceholders(page);
  await nav.getByRole('link', { name: 'Shop' }).click();
  await page.getByRole('list', { name: 'Products' }).waitFor();
  expect(await placeholders()).toBe(0);
  expect(fromCatalog).toContain('/mf-manifest.json');
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H1');
});

test('a link to the catalog in view warms its manifest, and loads none of its code', async () => {
  const { page } = await openPage(shop.browser);
  const catalogOrigin = `http://127.0.0.1:${shop.stack.ports['mf-catalog']}`;
  const fromCatalog: string[] = [];
  page.on('request', (r) => r.url().startsWith(catalogOrigin) && fromCatalog.push(new URL(r.url()).pathname));
  const warmed = page.waitForRequest((r) => r.url() === `${catalogOrigin}/mf-manifest.json`);
  // The home page's banner links to the catalog.
  await page.goto(`${shop.stack.url}/`);
  await warmed;
  await page.waitForLoadState('networkidle');
  expect(fromCatalog.filter((p) => p.endsWith('.js'))).toEqual([]);
});

/**
 * The page's document as the shell's own page, as the render function answers when it cannot render: the
 * browser then draws the route and asks for its data itself (a rendered page carries it: server-render-catalog).
 * The stack's shell server sends only a request that accepts HTML to the render function.
 */
async function withoutServerRender(page: Page) {
  await page.route(
    (url) => url.href.startsWith(shop.stack.url),
    (route) => {
      const request = route.request();
      return request.resourceType() === 'document' ? route.continue({ headers: { ...request.headers(), accept: '*/*' } }) : route.fallback();
    },
  );
}

test("a direct visit to /products the browser renders asks for its page once: the shell starts it, the catalog takes it", async () => {
  const { page } = await openPage(shop.browser);
  await withoutServerRender(page);
  const pages = `${String(shop.stack.config.catalogApiUrl)}/products`;
  const asked: string[] = [];
  page.on('request', (r) => (r.url() === pages || r.url().startsWith(`${pages}?`)) && asked.push(r.url()));
  await page.goto(`${shop.stack.url}/products?sort=price-low&page=2`);
  await page.getByRole('list', { name: 'Products' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([`${pages}?sort=price-low&page=2`]);
});

/** Holds back the shell's own script until released: until then only the boot script can ask for anything. */
async function holdShellEntry(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a direct visit to a product page the browser renders asks for its product once, from the boot script: it fills the slug into the manifest's template", async () => {
  const { page } = await openPage(shop.browser);
  await withoutServerRender(page);
  const product = `${String(shop.stack.config.catalogApiUrl)}/products/summer-glow-tinted-moisturiser`;
  const asked: string[] = [];
  page.on('request', (r) => r.url() === product && asked.push(r.url()));
  const release = await holdShellEntry(page);
  const visit = page.goto(`${shop.stack.url}/products/summer-glow-tinted-moisturiser`);
  await page.waitForRequest((r) => r.url() === product);
  release();
  await visit;
  await page.getByRole('heading', { level: 1, name: 'Summer Glow Tinted Moisturiser' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([product]);
});
