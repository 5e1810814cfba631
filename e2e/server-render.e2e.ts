// Guards: a public route's first view arrives as HTML (functions/src/render). With JavaScript off a shopper
// still reads the page; with it on, the browser hydrates that HTML in place: no mismatch, no element drawn
// again, and the page works. The bar's personal parts (the cart) are the shopper's own once hydrated.
import type { Page } from 'playwright-core';
import { DESKTOP } from './support/browser';
import { composedShop } from './support/composed-shop';
import { recordRemovals, removedElements } from './support/hydration';

const shop = composedShop();

const PAGES = [
  ['/', 'Shop By Categories'],
  ['/about', 'About Oja Express'],
  ['/collections', 'Our Collections'],
  ['/early-bird-registration', 'Early Bird Registration'],
] as const;

const visible = (page: Page, name: string) => page.getByRole('heading', { name }).isVisible();

test('with JavaScript off, every public page of the marketing team shows its content, the bar and the footer', async () => {
  const context = await shop.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  try {
    for (const [path, heading] of PAGES) {
      const response = await page.goto(`${shop.stack.url}${path}`);
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
      await expect(visible(page, heading)).resolves.toBe(true);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Collections' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
      // Not the notice a page that needs JavaScript gives, and not the area's loading state.
      await expect(page.getByText('needs JavaScript').count()).resolves.toBe(0);
      await expect(page.getByRole('status', { name: /^Loading/ }).count()).resolves.toBe(0);
    }
  } finally {
    await context.close();
  }
});

test('with JavaScript on, each page hydrates the server’s HTML in place, with no mismatch, and works', async () => {
  const context = await shop.browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(recordRemovals);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    for (const [path, heading] of PAGES) {
      await page.goto(`${shop.stack.url}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      // Hydrated once the bar answers: the cart drawer opens and closes.
      await page.getByRole('button', { name: /^Cart, / }).click();
      await page.getByRole('dialog', { name: /cart/i }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: /cart/i }).waitFor({ state: 'detached' });
      const removed = await removedElements(page);
      expect({ path, removed }).toEqual({ path, removed: [] });
    }
    // The remote's own controls work once its area has hydrated.
    await page.goto(`${shop.stack.url}/`);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
