// Guards: long unbroken text (a pasted URL as a search, a very long name) wraps or is cut with an
// ellipsis wherever the shop shows it, at 1280 and at 375 px: the page never scrolls sideways.
import type { Page } from 'playwright-core';
import { signUpWithGoogle } from './support/account';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { composedShop } from './support/composed-shop';
import { createListing } from './support/listing';

const shop = composedShop();
const PASTED = `https://example.com/${'a'.repeat(5000)}`;
const LONG_NAME = 'Oluwaseun'.repeat(30);

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const [label, viewport] of [
  ['1280 px', DESKTOP],
  ['375 px', MOBILE],
] as const) {
  test(`at ${label}: a 5,000-character search, a 270-character name and an 80-character item name never widen the page`, async () => {
    const { page, errors } = await openPage(shop.browser, viewport);
    await page.goto(`${shop.stack.url}/products?q=${encodeURIComponent(PASTED)}`);
    await page.getByText(/^Showing results for "/).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

    await signUpWithGoogle(page, shop.stack.url, { email: `long.${label.replace(/\D/g, '')}@example.com`, name: `${LONG_NAME} Ade` });
    await page.goto(`${shop.stack.url}/products`);
    await page.getByRole('heading', { name: new RegExp(`^Welcome back, ${LONG_NAME.slice(0, 20)}`) }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByText(new RegExp(LONG_NAME.slice(0, 20))).first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    await page.keyboard.press('Escape');
    await page.goto(`${shop.stack.url}/account`);
    await page.locator('#main h1').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);

    // An item named with one 80-character word (the longest name the server takes): its card and its page.
    const item = `Kente${'x'.repeat(71)}${viewport.width}`;
    await createListing(page, shop.stack.url, { name: item, description: `${'Handwoven'.repeat(200)}`, price: '42000', stock: '3' });
    await page.goto(`${shop.stack.url}/products?q=${item}`);
    await page.getByRole('list', { name: 'Products' }).getByRole('link', { name: item }).click();
    await page.getByRole('heading', { level: 1, name: item }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
  }, 90_000);
}
