// Guards: the shop's page carries its Content-Security-Policy (scripts only from the shop and its remotes, no
// inline script but the early theme's, by its hash; never framed) and loads without a single violation; text a
// shopper types (a listing's name, description and tags) is shown as text everywhere and never runs, even when it
// is markup and script.
import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { signUpWithGoogle } from './support/account';
import { openPage } from './support/browser';
import { composedShop } from './support/composed-shop';

const shop = composedShop();

// A 1 x 1 PNG: the listing's picture (Create New Item needs one).
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// Short enough for the server's limits (tags 30, names 80): an attack that is refused never reaches a page.
const IMG = '<img src=x onerror=__xss=1>';
const SCRIPT = '<script>__xss=2</script>';

/** Every CSP violation the pages of this context report, from the event and from the console. */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportViolation(t: string): void }).__reportViolation(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile})`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** Nothing the shopper typed ran: no flag set, no image named x, no dialog. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
}

test('the page carries its Content-Security-Policy and loads without a violation', async () => {
  const { page, errors } = await openPage(shop.browser);
  const violations = await watchViolations(page.context(), page);
  const response = await page.goto(shop.stack.url);
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directives = Object.fromEntries(policy.split(';').map((d) => [d.trim().split(/\s+/)[0], d.trim().split(/\s+/).slice(1)]));
  expect(directives['script-src']).toContain("'self'");
  expect(directives['script-src']).not.toContain("'unsafe-inline'");
  expect(directives['script-src']).not.toContain("'unsafe-eval'");
  expect(directives['script-src']).toContain(`http://127.0.0.1:${shop.stack.ports['mf-marketing']}`);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);

  await page.locator('#main h1, #main h2').first().waitFor();
  await page.goto(`${shop.stack.url}/products`);
  await page.getByRole('list', { name: 'Products' }).waitFor();
  // The data a server-rendered page carries is JSON, which no browser runs; the one inline script (the early theme)
  // runs by its hash in the policy, which allows no other.
  const inline = await page.locator('script:not([src]):not([type="application/json"])').evaluateAll((found) => found.map((s) => s.textContent ?? ''));
  expect(inline).toHaveLength(1);
  expect(directives['script-src']).toContain(`'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a listing named with markup and script is shown as text and runs nothing', async () => {
  const { page, errors } = await openPage(shop.browser);
  const violations = await watchViolations(page.context(), page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const token = `xss${Date.now().toString(36)}`;
  const name = `${IMG} Lamp ${SCRIPT} ${token}`;
  const description = `Bright. ${SCRIPT} ${IMG}`;

  await signUpWithGoogle(page, shop.stack.url, { email: `${token}@example.com`, name: 'Remi Okafor' });
  await page.goto(`${shop.stack.url}/create`);
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Price (₦)').fill('12000');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Stock Quantity').fill('3');
  await page.locator('input[type="file"]').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PIXEL });
  await page.getByText('1 image(s) uploaded successfully', { exact: true }).waitFor();
  for (const tag of [IMG, SCRIPT]) {
    await page.getByLabel('Add a tag').fill(tag);
    await page.getByLabel('Add a tag').press('Enter');
  }
  // The tags are listed as the text typed.
  const tags = page.getByRole('list', { name: 'Tags' });
  expect(await tags.getByRole('listitem').allTextContents()).toEqual([IMG, SCRIPT]);
  await expectNothingRan(page, dialogs);
  await page.getByRole('button', { name: 'Create Item' }).click();
  await page.getByText('Item created successfully!', { exact: true }).waitFor();

  // In the listing: the card's name is the literal text.
  await page.goto(`${shop.stack.url}/products?q=${token}`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('link', { name });
  await card.first().waitFor();
  await expect(page.getByText(name, { exact: true }).first().isVisible()).resolves.toBe(true);
  await expectNothingRan(page, dialogs);

  // On its own page: the name as the heading, the description as written. The link keeps the slash of
  // </script> inside its one path segment (encoded), or the page would be another route.
  expect(await card.first().getAttribute('href')).toMatch(/^\/products\/[^/]+$/);
  // As the server renders them (functions/src/render): the markup and the data the page carries hold the
  // name only escaped, and without JavaScript it reads as the text typed.
  const productPath = (await card.first().getAttribute('href'))!;
  for (const path of [`/products?q=${token}`, productPath]) {
    const html = await (await fetch(`${shop.stack.url}${path}`, { headers: { Accept: 'text/html' } })).text();
    for (const attack of [SCRIPT, IMG]) expect(html).not.toContain(attack);
  }
  const noScript = await shop.browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${shop.stack.url}${productPath}`);
  await expect(plain.getByRole('heading', { level: 1, name }).isVisible()).resolves.toBe(true);
  expect(await plain.locator('img[src="x"]').count()).toBe(0);
  await noScript.close();

  await card.first().click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByText(description, { exact: true }).first().waitFor();
  await expectNothingRan(page, dialogs);
  // After a reload, straight from the stored listing.
  await page.reload();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await expectNothingRan(page, dialogs);

  // In the shell's cart drawer, which another team's code renders.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByRole('link', { name }).waitFor();
  await expectNothingRan(page, dialogs);

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
