// Guards: with the shop's server holding the data (accountStore "server"), what one shopper lists is
// what every other browser sees, and a write the server refuses keeps what was typed and says why.
// Seller and visitor are separate browser contexts (their own storage), as two people would be.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUpWithGoogle } from './support/account';
import { openPage } from './support/browser';
import { composedShop } from './support/composed-shop';
import { E2E_PORT } from './support/stack';

// The stack's Functions emulator answers five ports below the Auth emulator (scripts/stack/auth-emulator.cjs).
const SERVER_URL = `http://127.0.0.1:${E2E_PORT + 99 - 5}/demo-storefront/us-central1`;
const configFile = path.join(mkdtempSync(path.join(tmpdir(), 'shop-server-')), 'config.json');
writeFileSync(configFile, JSON.stringify({ accountStore: { mode: 'server', url: SERVER_URL } }));

const shop = composedShop({ SHOP_CONFIG: configFile });

// A 1 x 1 PNG: a real image file for the item's picture.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test("a seller's listing is on every other browser's listing, served by the shop's server", async () => {
  const seller = await openPage(shop.browser);
  await signUpWithGoogle(seller.page, shop.stack.url, { email: 'tunde.seller@example.com', name: 'Tunde Bakare' });

  const name = `Tunde Kente Stole ${Date.now().toString(36)}`;
  const page = seller.page;
  await page.goto(`${shop.stack.url}/create`);
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Description').fill('Handwoven kente, 200 by 30 cm.');
  await page.getByLabel('Price (₦)').fill('42000');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Stock Quantity').fill('6');
  await page.locator('input[type="file"]').setInputFiles({ name: 'stole.png', mimeType: 'image/png', buffer: PIXEL });
  await page.getByText('1 image(s) uploaded successfully', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Create Item' }).click();
  await page.getByText('Item created successfully!', { exact: true }).waitFor();

  // Another person, in a browser of their own that never saw the seller's data, finds it.
  const visitor = await openPage(shop.browser);
  await visitor.page.goto(`${shop.stack.url}/products`);
  const search = visitor.page.getByRole('searchbox', { name: 'Search products' });
  await search.fill(name);
  await search.press('Enter');
  await visitor.page.getByRole('list', { name: 'Products' }).getByRole('link', { name }).first().click();
  await visitor.page.getByRole('heading', { level: 1, name }).waitFor();
  await visitor.page.getByText('₦42,000').first().waitFor();

  // The seller's own account was created by the server from the verified sign-in.
  await page.goto(`${shop.stack.url}/account`);
  await page.locator('#main').getByText('tunde.seller@example.com').waitFor();
  expect([...seller.errors, ...visitor.errors]).toEqual([]);
});
