// The catalog data a visitor's page receives: every response from the catalog endpoint, body bytes as
// Chromium received them, and how many cards the page then shows. At 200 products or 110,000 the same
// pages should carry the same bytes: a page of 12 and its facets, never the catalog.
import type { Browser, Page, Response } from 'playwright-core';

export interface CatalogBytesRow {
  route: string;
  /** Body bytes of the catalog endpoint's responses, as received (encoded: what crossed the wire). */
  bytes: number;
  /** The same bodies decoded. */
  decodedBytes: number;
  responses: number;
  cards: number;
}

/** The pages a visitor opens first: the listing, a shared search link and the categories. */
export const BYTE_ROUTES = (word: string) => ['/products', `/products?q=${encodeURIComponent(word)}`, '/catergories'];

/** The cards a route shows: the listing's product cards, or the categories page's category cards. */
const cardsOf = (page: Page, route: string) => (route.startsWith('/catergories') ? page.locator('#main article') : page.locator('ul[aria-label="Products"] > li'));

/** Each route in a fresh context (nothing cached), once its cards show and its network is quiet. */
export async function measureCatalogBytes(browser: Browser, { url, catalogApiUrl, routes }: { url: string; catalogApiUrl: string; routes: string[] }): Promise<CatalogBytesRow[]> {
  const prefix = `${catalogApiUrl.replace(/\/+$/, '')}/`;
  const rows: CatalogBytesRow[] = [];
  for (const route of routes) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const sizes: Promise<{ bytes: number; decodedBytes: number }>[] = [];
      const measure = async (response: Response) => ({
        bytes: (await response.request().sizes()).responseBodySize,
        decodedBytes: (await response.body()).length,
      });
      page.on('response', (response) => {
        if (response.url().startsWith(prefix)) sizes.push(measure(response));
      });
      await page.goto(`${url}${route}`);
      const cards = cardsOf(page, route);
      await cards.first().waitFor();
      await page.waitForLoadState('networkidle');
      const received = await Promise.all(sizes);
      rows.push({
        route,
        bytes: received.reduce((sum, r) => sum + r.bytes, 0),
        decodedBytes: received.reduce((sum, r) => sum + r.decodedBytes, 0),
        responses: received.length,
        cards: await cards.count(),
      });
    } finally {
      await context.close();
    }
  }
  return rows;
}
