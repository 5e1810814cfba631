// Guards issue 29: the listing is the server's index, asked a page at a time. A seller's listing is found in
// another browser by search, by category and by price; page 2 and the last page answer their products; a
// copy of a listing's name gets a page of its own, and the original keeps its page and price. Seller, copier
// and visitor are separate browser contexts, as three people would be.
import type { Page } from 'playwright-core';
import { signUpWithGoogle } from './support/account';
import { openPage } from './support/browser';
import { composedShop } from './support/composed-shop';
import { createListing } from './support/listing';

const shop = composedShop();
const suffix = Date.now().toString(36);
const NAME = `Indigo Adire Throw ${suffix}`;
const CATEGORY = 'Home & Garden';

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');
const showing = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ products?$/);

async function list(email: string, name: string, price: string) {
  const seller = await openPage(shop.browser);
  await signUpWithGoogle(seller.page, shop.stack.url, { email, name: 'Kemi Adeyemi' });
  await createListing(seller.page, shop.stack.url, { name: NAME, description: `Hand-dyed by ${name}.`, price, stock: '4', category: CATEGORY });
  return seller;
}

test('a listing is found in another browser by search, by category and by price', async () => {
  await list('kemi.seller@example.com', 'Kemi', '23456');
  const visitor = (await openPage(shop.browser)).page;

  await visitor.goto(`${shop.stack.url}/products`);
  const search = visitor.getByRole('combobox', { name: 'Search products' });
  await search.fill(NAME.toUpperCase());
  await search.press('Enter');
  await cards(visitor).filter({ hasText: NAME }).waitFor();
  await visitor.getByText('Showing 1–1 of 1 product', { exact: true }).waitFor();

  await visitor.getByRole('button', { name: 'Clear search', exact: true }).click();
  const filters = visitor.getByRole('group', { name: 'Filters' });
  await filters.getByRole('button', { name: /^Categories/ }).click();
  await filters.getByRole('button', { name: CATEGORY, exact: true }).click();
  await visitor.waitForURL((url) => url.searchParams.get('category') === CATEGORY);
  await cards(visitor).filter({ hasText: NAME }).waitFor();

  // The price range is the URL's, as a shared link carries it: at the price it is in, a naira under it is not.
  // Its own name in the query too: on the shared stack other files' listings may sit in the same category and price.
  await visitor.goto(`${shop.stack.url}/products?${new URLSearchParams({ q: NAME, category: CATEGORY, maxPrice: '23456' })}`);
  await cards(visitor).filter({ hasText: NAME }).waitFor();
  await visitor.goto(`${shop.stack.url}/products?${new URLSearchParams({ q: NAME, category: CATEGORY, maxPrice: '23455' })}`);
  await visitor.getByRole('heading', { name: 'No products found' }).waitFor();
});

test('page 2 and the last page show their products', async () => {
  const visitor = (await openPage(shop.browser)).page;
  await visitor.goto(`${shop.stack.url}/products`);
  const first = await showing(visitor).textContent();
  const total = Number(/of (\d+)/.exec(first ?? '')![1]);
  const last = Math.ceil(total / 12);
  const firstNames = await cards(visitor).allTextContents();

  const pagination = visitor.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
  await visitor.getByText(`Showing 13–24 of ${total} products`, { exact: true }).waitFor();
  expect(await cards(visitor).count()).toBe(12);
  expect(await cards(visitor).allTextContents()).not.toEqual(firstNames);

  await pagination.getByRole('link', { name: `Page ${last}`, exact: true }).click();
  await visitor.getByText(`Showing ${(last - 1) * 12 + 1}–${total} of ${total} products`, { exact: true }).waitFor();
  expect(await cards(visitor).count()).toBe(total - (last - 1) * 12);
  expect(await pagination.getByRole('link', { name: `Page ${last}`, exact: true }).getAttribute('aria-current')).toBe('page');
});

test('a copied name gets a page of its own, and the original keeps its page', async () => {
  await list('bisi.copier@example.com', 'Bisi', '19999');
  const visitor = (await openPage(shop.browser)).page;
  await visitor.goto(`${shop.stack.url}/products?${new URLSearchParams({ q: NAME })}`);
  await visitor.getByText('Showing 1–2 of 2 products', { exact: true }).waitFor();
  const links = visitor.getByRole('list', { name: 'Products' }).getByRole('link', { name: NAME });
  const hrefs = await Promise.all([0, 1].map((i) => links.nth(i).getAttribute('href')));
  expect(new Set(hrefs).size).toBe(2);
  const slug = NAME.toLowerCase().replace(/\s+/g, '-');
  // The first listed keeps the name's own address, at its own price; the copy's address has a suffix.
  await visitor.goto(`${shop.stack.url}/products/${slug}`);
  await visitor.getByRole('heading', { level: 1, name: NAME }).waitFor();
  await visitor.getByText('Hand-dyed by Kemi.').waitFor();
  await visitor.getByText('₦23,456').first().waitFor();
  const copy = hrefs.find((href) => !href!.endsWith(`/products/${slug}`))!;
  expect(copy).toMatch(new RegExp(`/products/${slug}-[a-z0-9]{6}$`));
  await visitor.goto(`${shop.stack.url}${copy}`);
  await visitor.getByText('Hand-dyed by Bisi.').waitFor();
  await visitor.getByText('₦19,999').first().waitFor();
});
