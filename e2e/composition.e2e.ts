// Guards: the shell composes the marketing remote at runtime, answers every route of SPEC §2,
// and the page runs one React however many remotes it loads.
import { openPage } from './support/browser';
import { shareScopeProviders, unavailablePanel } from './support/shop';
import { composedShop } from './support/composed-shop';
import { hydrated } from './support/hydration';

const ROUTES = [
  '/', '/home', '/about', '/register', '/login', '/products', '/shop', '/guest', '/products/wireless-headphones',
  '/account', '/create', '/settings', '/catergories', '/collections', '/early-bird-registration',
  '/orders/paid', '/orders/sealed', '/orders/dispatched', '/orders/arrived', '/orders/confirmed',
  '/orders/returned', '/orders/reviewed', '/orders/all', '/checkout', '/notifications', '/notfound',
  '/not-found', '/no/such/page',
];

const shop = composedShop();

test('home renders from the marketing remote, served from its own origin', async () => {
  const { page, errors } = await openPage(shop.browser);
  const remoteScripts: string[] = [];
  page.on('response', (r) => r.url().startsWith(shop.stack.servers['mf-marketing']!.url) && remoteScripts.push(r.url()));
  await page.goto(shop.stack.url);
  await page.getByRole('heading', { name: 'Shop By Categories' }).waitFor();
  // The heading came as the server's HTML; the page runs the remote's code once it has hydrated.
  await hydrated(page);
  expect(remoteScripts.some((url) => url.includes('mf-manifest.json'))).toBe(true);
  expect(errors).toEqual([]);
});

test('every route of the spec answers with a screen, a fallback or the not-found screen', async () => {
  const { page, errors } = await openPage(shop.browser);
  for (const route of ROUTES) {
    await page.goto(`${shop.stack.url}${route}`);
    const main = page.locator('#main');
    await main.locator('h1').first().waitFor();
    const text = await main.innerText();
    expect(text.trim().length).toBeGreaterThan(0);
  }
  await page.goto(`${shop.stack.url}/no/such/page`);
  await page.getByRole('heading', { name: 'NotFound' }).waitFor();
  await page.goto(`${shop.stack.url}/products`);
  await page.getByRole('heading', { level: 1, name: 'Welcome to Oja Express' }).waitFor();
  expect(await unavailablePanel(page).count()).toBe(0);
  expect(errors).toEqual([]);
});

test('one React on the page: every shared singleton comes from one provider', async () => {
  const { page } = await openPage(shop.browser);
  await page.goto(shop.stack.url);
  await page.getByRole('heading', { name: 'Shop By Categories' }).waitFor();
  // The heading is in the server's HTML: the shared modules are there once the page's code has run.
  await hydrated(page);
  for (const lib of ['react', 'react-dom', 'react-router-dom', 'shared-contracts', 'mitt']) {
    expect(await shareScopeProviders(page, lib)).toEqual(['shell']);
  }
});
