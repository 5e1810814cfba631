import type { Page } from 'playwright-core';

// A 1 x 1 PNG: a real image file for an item's picture.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Lists an item through Create New Item, with one picture, and waits for the shop to say it is created. */
export async function createListing(
  page: Page,
  shopUrl: string,
  item: { name: string; description: string; price: string; stock: string; category?: string },
) {
  await page.goto(`${shopUrl}/create`);
  await page.getByLabel('Product Name').fill(item.name);
  await page.getByLabel('Description').fill(item.description);
  await page.getByLabel('Price (₦)').fill(item.price);
  await page.getByLabel('Category').selectOption(item.category ? { label: item.category } : { index: 1 });
  await page.getByLabel('Stock Quantity').fill(item.stock);
  await page.locator('input[type="file"]').setInputFiles({ name: 'item.png', mimeType: 'image/png', buffer: PIXEL });
  await page.getByText('1 image(s) uploaded successfully', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Create Item' }).click();
  await page.getByText('Item created successfully!', { exact: true }).waitFor();
}

/** Finds a product by its name with the listing's search and opens its page. */
export async function openFromListing(page: Page, shopUrl: string, name: string) {
  await page.goto(`${shopUrl}/products`);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(name);
  await search.press('Enter');
  await page.getByRole('list', { name: 'Products' }).getByRole('link', { name }).first().click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}
