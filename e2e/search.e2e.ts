// Search as a shopper means it (issue 39), on DummyJSON's real products served offline (CATALOG_FILE):
// a brand with the kind of thing finds the brand first under Best match, a misspelling offers the word
// the shop knows, and the box suggests products as the shopper types.
import type { Page } from 'playwright-core';
import { MOBILE, openPage } from './support/browser';
import { composedShop } from './support/composed-shop';

const shop = composedShop({ env: { CATALOG_FILE: 'functions/src/catalog/search/relevance/dummyjson-products.json' } });

const productCards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

test('a brand with the kind of thing finds the brand first, under Best match, its words marked', async () => {
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/products`);
  await searchBox(page).fill('Nike shoes');
  await searchBox(page).press('Enter');
  await page.getByText('Showing results for "Nike shoes"').waitFor();
  await productCards(page).first().getByRole('link', { name: /^Nike / }).waitFor();
  expect(await page.getByRole('combobox', { name: 'Sort By' }).inputValue()).toBe('relevance');
  expect(await productCards(page).first().locator('mark').first().textContent()).toBe('Nike');
  // Best match was the default: the URL holds the search alone, and a chosen sort still applies to the same matches.
  expect(new URL(page.url()).search).toBe('?q=Nike+shoes');
  const found = await productCards(page).count();
  await page.getByRole('combobox', { name: 'Sort By' }).selectOption('price-high');
  await page.waitForURL('**/products?q=Nike+shoes&sort=price-high');
  await page.waitForFunction((n) => document.querySelectorAll('[aria-label="Products"] article').length === n, found);
  expect(errors).toEqual([]);
});

test('a misspelling that finds nothing offers the spelling the shop knows, and following it finds the product', async () => {
  const { page, errors } = await openPage(shop.browser, MOBILE);
  await page.goto(`${shop.stack.url}/products?q=mcbok`);
  await page.getByRole('heading', { name: 'No products found' }).waitFor();
  await page.getByText('Try adjusting your search or filters').waitFor();
  await page.getByRole('link', { name: 'macbook' }).click();
  await page.waitForURL('**/products?q=macbook');
  await productCards(page).first().getByRole('link', { name: 'Apple MacBook Pro 14 Inch Space Grey' }).waitFor();
  expect(errors).toEqual([]);
});

test('the search box suggests as the shopper types, typos forgiven, and a suggestion opens its product', async () => {
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/products`);
  // Typed key by key, which (unlike fill) does not wait for the box: the page's code must be running (server render).
  await searchBox(page).and(page.locator(':enabled')).waitFor();
  await searchBox(page).pressSequentially('earings');
  const suggestions = page.getByRole('listbox');
  await suggestions.getByRole('option', { name: /Earring/ }).first().waitFor();
  expect(await searchBox(page).getAttribute('aria-expanded')).toBe('true');
  await searchBox(page).press('ArrowDown');
  const chosen = (await suggestions.getByRole('option', { selected: true }).textContent()) ?? '';
  expect(chosen).toMatch(/Earring/);
  await searchBox(page).press('Enter');
  await page.waitForURL(/\/products\/[a-z-]+earring$/);
  await page.getByRole('heading', { level: 1, name: /Earring/ }).waitFor();
  expect(errors).toEqual([]);
});

test('the shell’s search overlay suggests on any page, and a category suggestion opens that category', async () => {
  const { page, errors } = await openPage(shop.browser, MOBILE);
  await page.goto(`${shop.stack.url}/about`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search for products' });
  await box.pressSequentially('lapt');
  const laptops = page.getByRole('listbox').getByRole('option', { name: /^Laptops/ });
  await laptops.waitFor();
  await page.getByRole('status').filter({ hasText: /suggested$/ }).waitFor();
  await laptops.click();
  await page.waitForURL('**/products?category=laptops');
  await page.getByText(/of 5 products/).waitFor();
  expect(errors).toEqual([]);
});
