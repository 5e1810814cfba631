// Guards: QA can run the catalog remote's production build alone, in its harness, over its in-memory
// catalog endpoint (no server at all), with no shell: pages, a product, and Add to Cart on the harness's bus.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { E2E_PORT, type StaticServer } from './support/stack';
import { createStaticServer } from '../scripts/stack/static-server';

let remote: StaticServer;
let browser: Browser;

beforeAll(async () => {
  remote = createStaticServer({ root: path.join(__dirname, '../mf-catalog/dist'), port: E2E_PORT + 52, spa: true, cors: true });
  await remote.start();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await remote?.stop();
});

test('the catalog remote runs alone with the QA harness and its in-memory catalog', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${remote.url}/products`);
  // The harness's 60 generated products (mf-catalog/src/harness/harness-products.ts), 12 a page.
  await page.getByText('Showing 1–12 of 60 products').waitFor();
  await page.getByRole('link', { name: 'Page 2' }).click();
  await page.getByText('Showing 13–24 of 60 products').waitFor();
  // Product 2 of the generated catalog, in stock.
  await page.goto(`${remote.url}/products/savanna-armchair-2`);
  await page.getByRole('heading', { level: 1, name: 'Savanna Armchair 2' }).waitFor();
  const harness = page.getByRole('complementary', { name: 'QA harness' });
  // Fold the panel away from the page's own controls, then read the bus once unfolded.
  await harness.getByText('mf-catalog · QA harness').click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await harness.getByText('mf-catalog · QA harness').click();
  await harness.getByRole('list', { name: 'Bus events' }).getByText(/cart:add/).waitFor();
  await harness.getByText('cart lines: 1').waitFor();
  expect(errors).toEqual([]);
});
