// Guards: the catalog's public routes (the listing with its query, a product, the categories) arrive as HTML
// with their data, rendered by the catalog's own server entry. With JavaScript off a shopper reads the page of
// 12, the prices, the product and the categories; with it on the page hydrates in place with the data the HTML
// carried: no request for it again, no mismatch, nothing drawn twice, and the page works.
import type { Page } from 'playwright-core';
import { DESKTOP } from './support/browser';
import { composedShop } from './support/composed-shop';
import { recordRemovals, removedElements } from './support/hydration';

const shop = composedShop();

/** A card's price as the shop writes naira. */
const PRICE = /₦\d{1,3}(,\d{3})*/;

/** The first product of the listing, as the server rendered it. */
async function firstProduct(page: Page): Promise<{ name: string; href: string }> {
  const link = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().getByRole('heading', { level: 2 }).getByRole('link');
  return { name: (await link.innerText()).trim(), href: (await link.getAttribute('href'))! };
}

test('with JavaScript off, the listing, a product and the categories show their content and figures', async () => {
  const context = await shop.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  try {
    const listing = await page.goto(`${shop.stack.url}/products`);
    expect(listing?.status()).toBe(200);
    expect(listing?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(products.count()).resolves.toBe(12);
    await expect(page.getByText(/^Showing 1–12 of \d+ products$/).isVisible()).resolves.toBe(true);
    for (const card of await products.allInnerTexts()) expect(card).toMatch(PRICE);
    await expect(page.getByRole('status', { name: /^Loading/ }).count()).resolves.toBe(0);

    // The listing's query is the server's too: the second page of the cheapest first.
    await page.goto(`${shop.stack.url}/products?sort=price-low&page=2`);
    await expect(page.getByText(/^Showing 13–24 of \d+ products$/).isVisible()).resolves.toBe(true);
    await expect(products.count()).resolves.toBe(12);

    await page.goto(`${shop.stack.url}/products`);
    const { href } = await firstProduct(page);
    const product = await page.goto(`${shop.stack.url}${href}`);
    expect(product?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    expect((await heading.innerText()).length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Add to Cart' }).count()).resolves.toBe(1);

    const missing = await page.goto(`${shop.stack.url}/products/no-such-product-on-the-server`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();

    await page.goto(`${shop.stack.url}/catergories`);
    await expect(page.getByText(/^\d+ categories$/).isVisible()).resolves.toBe(true);
    const categories = page.getByRole('list', { name: 'Categories' }).getByRole('listitem');
    expect(await categories.count()).toBeGreaterThan(1);
    await expect(page.getByRole('link', { name: /Beauty/ }).first().isVisible()).resolves.toBe(true);
  } finally {
    await context.close();
  }
});

test('with JavaScript on, each catalog page hydrates in place with the data its HTML carried, asks for none of it again, and works', async () => {
  const context = await shop.browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(recordRemovals);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && !/status of 404/.test(message.text()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  const catalogApi = String(shop.stack.config.catalogApiUrl);
  const asked: string[] = [];
  page.on('request', (request) => request.url().startsWith(catalogApi) && asked.push(request.url().slice(catalogApi.length)));
  /** Hydrated: the bar's cart button is enabled, and so are the area's controls. */
  const hydrated = (control: ReturnType<Page['getByRole']>) => control.and(page.locator(':enabled')).waitFor();

  try {
    await page.goto(`${shop.stack.url}/products?sort=price-low`);
    await hydrated(page.getByRole('button', { name: /^Cart, / }));
    await hydrated(page.getByRole('button', { name: 'Add to wishlist' }).first());
    const { name, href } = await firstProduct(page);

    await page.goto(`${shop.stack.url}${href}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await hydrated(page.getByRole('button', { name: 'Add to Cart' }));

    await page.goto(`${shop.stack.url}/catergories`);
    await hydrated(page.getByRole('searchbox', { name: 'Search categories' }));
    expect(asked).toEqual([]);
    const removed = await removedElements(page);
    expect(removed).toEqual([]);

    // Its controls work: a search narrows the categories, then the product is added to the cart.
    await page.getByRole('searchbox', { name: 'Search categories' }).fill('beauty');
    await page.getByText(/^1 of \d+ categories matches your search$/).waitFor();
    await page.goto(`${shop.stack.url}${href}`);
    await page.getByRole('button', { name: 'Add to Cart' }).and(page.locator(':enabled')).click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    // The listing asks the catalog itself once the shopper changes it.
    await page.goto(`${shop.stack.url}/products`);
    await hydrated(page.getByRole('button', { name: 'Add to wishlist' }).first());
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.getByText(/^Showing 13–24 of \d+ products$/).waitFor();
    expect(asked).toEqual(['/products?page=2']);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
