// Guards: QA can run the catalog remote's production build alone, in its harness, over the local
// catalog service, with no shell: Add to Cart shows on the harness's bus.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { E2E_PORT, type StaticServer } from './support/stack';
import { createStaticServer } from '../scripts/stack/static-server';
import { createCatalogService, type CatalogService } from '../mf-catalog/service/catalog-service';

let remote: StaticServer;
let catalog: CatalogService;
let browser: Browser;

beforeAll(async () => {
  remote = createStaticServer({ root: path.join(__dirname, '../mf-catalog/dist'), port: E2E_PORT + 52, spa: true, cors: true });
  catalog = createCatalogService({ port: E2E_PORT + 53, count: 40 });
  await Promise.all([remote.start(), catalog.start()]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([remote?.stop(), catalog?.stop()]);
});

test('the catalog remote runs alone with the QA harness and its own catalog service', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${remote.url}/products?catalog=${encodeURIComponent(catalog.url)}`);
  await page.getByText('Showing 1–12 of 40 products').waitFor();
  const { products } = (await (await fetch(`${catalog.url}/products?limit=0&select=title,stock`)).json()) as {
    products: { title: string; stock: number }[];
  };
  const inStock = products.find((p) => p.stock > 0)!;
  const slug = inStock.title.toLowerCase().replace(/\s+/g, '-');
  await page.goto(`${remote.url}/products/${slug}?catalog=${encodeURIComponent(catalog.url)}`);
  await page.getByRole('heading', { level: 1, name: inStock.title }).waitFor();
  const harness = page.getByRole('complementary', { name: 'QA harness' });
  // Fold the panel away from the page's own controls, then read the bus once unfolded.
  await harness.getByText('mf-catalog · QA harness').click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await harness.getByText('mf-catalog · QA harness').click();
  await harness.getByRole('list', { name: 'Bus events' }).getByText(/cart:add/).waitFor();
  await harness.getByText('cart lines: 1').waitFor();
  expect(errors).toEqual([]);
});
