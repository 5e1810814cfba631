// Guards: axe-core finds no serious or critical violation anywhere a shopper goes: every route of SPEC §2
// at 1280 px and 375 px, signed out (signed-in-only routes land on /login) and signed in, in the light and
// the dark theme, and with every overlay open (cart drawer with a line, notifications drawer, search,
// the side menu and the Account dialog on phones, the filter dropdowns, Settings tabs, checkout's steps,
// the sandbox's Test checkout, and an order left unpaid with its Complete payment screen). A failure names the place, the rule, its impact and the element.
// Everywhere it audits, it also finds any word of 20 characters or fewer, amount or page number that a line
// break splits (issue 30): one word, one line, as a shopper sees it.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { signUpWithGoogle } from './support/account';
import { DESKTOP, MOBILE } from './support/browser';
import { composedShop } from './support/composed-shop';
import { brokenWords } from './support/words';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const DARK = JSON.stringify({ theme: 'dark', animations: true });

const ROUTES = [
  '/', '/home', '/about', '/register', '/login', '/products', '/shop', '/guest', '/catergories', '/collections',
  '/early-bird-registration', '/account', '/create', '/settings', '/notifications', '/checkout',
  '/orders/paid', '/orders/sealed', '/orders/dispatched', '/orders/arrived', '/orders/confirmed',
  '/orders/returned', '/orders/reviewed', '/orders/all', '/notfound', '/not-found', '/no/such/page',
  // The listing's empty state, and page numbers of three digits (2,400 products: 200 pages).
  '/products?q=zzqqxv', '/products?page=150',
];
const SETTINGS_TABS = ['profile', 'account', 'addresses', 'payment', 'notifications', 'privacy', 'appearance', 'preferences'];

const shop = composedShop({ env: { CATALOG_COUNT: '2400' } });

/** `where: rule (impact) selector: what axe says`, one line per element, so the diff says what to fix. */
type Finding = string;

/**
 * The remote's real content is in: an h1 in #main, nothing busy, no loading status, and hydrated (a server-rendered
 * area holds its controls disabled until its code runs; axe does not count a fieldset's disabling as inactive).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    if (!main?.querySelector('h1') || main.querySelector('[aria-busy="true"], fieldset:disabled')) return false;
    const statuses = [...main.querySelectorAll('[role="status"]')];
    return !statuses.some((s) => /loading/i.test(`${s.getAttribute('aria-label') ?? ''} ${s.textContent ?? ''}`));
  });
}

/** Transitions and entry animations have ended (a drawer fading in is not what a shopper reads). */
async function still(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Runs axe over the whole document as it is now and keeps what is serious or critical; then finds the words split across lines. */
async function audit(page: Page, where: string): Promise<Finding[]> {
  // One page per viewport shares the context: the one in the background renders no frames.
  await page.bringToFront();
  await still(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Node = { target: unknown[]; impact: string | null; html: string; any: { message: string }[] };
    type Result = { id: string; impact: string | null; help: string; nodes: Node[] };
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    // CSS Modules' class names say little: the element's opening tag and axe's own message say more.
    return violations.map((v) => ({
      id: v.id,
      nodes: v.nodes.map((n) => ({
        impact: n.impact ?? v.impact,
        target: n.target.join(' '),
        html: n.html.slice(0, 120),
        why: n.any[0]?.message ?? v.help,
      })),
    }));
  });
  const words = await brokenWords(page);
  return [
    ...violations.flatMap((v) =>
      v.nodes
        .filter((n) => n.impact === 'serious' || n.impact === 'critical')
        .map((n) => `${where}: ${v.id} (${n.impact}) ${n.target} ${n.html} - ${n.why}`),
    ),
    ...words.map((word) => `${where}: broken across lines: ${word}`),
  ];
}

async function visit(page: Page, path: string): Promise<void> {
  await page.bringToFront();
  await page.goto(`${shop.stack.url}${path}`);
  await settled(page);
}

/** Every route, each audited where it lands (a signed-in-only route sends a visitor to /login). */
async function auditRoutes(page: Page, label: string, routes: readonly string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) {
    await visit(page, route);
    const landed = new URL(page.url()).pathname;
    findings.push(...(await audit(page, `${label} ${route}${landed === route.split('?')[0] ? '' : ` -> ${landed}`}`)));
  }
  return findings;
}

/** The first product of the listing: a real /products/:slug. */
async function firstProductPath(page: Page): Promise<string> {
  await visit(page, '/products');
  const link = page.getByRole('list', { name: 'Products' }).getByRole('article').first().getByRole('link').first();
  return new URL((await link.getAttribute('href'))!, shop.stack.url).pathname;
}

/** A product page, then the same page with its line in the cart and the cart drawer open. */
async function auditProductAndCart(page: Page, label: string, productPath: string): Promise<Finding[]> {
  await visit(page, productPath);
  const findings = await audit(page, `${label} ${productPath}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: /^Cart, [1-9]/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
  findings.push(...(await audit(page, `${label} cart drawer`)));
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  return findings;
}

/** The shell's overlays over the home page: notifications, search, and the phone's menu and Account dialog. */
async function auditOverlays(page: Page, label: string, phone: boolean): Promise<Finding[]> {
  const findings: Finding[] = [];
  await visit(page, '/');
  const open = async (button: RegExp | string, dialog: string, name: string) => {
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('dialog', { name: dialog }).waitFor();
    findings.push(...(await audit(page, `${label} ${name}`)));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'detached' });
  };
  await open(/^Notifications, \d+ unread$/, 'Notifications', 'notifications drawer');
  await open('Search', 'Search', 'search overlay');
  if (phone) {
    await open('Open menu', 'Menu', 'side menu');
    await open('Account menu', 'Account', 'Account dialog');
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').waitFor();
    findings.push(...(await audit(page, `${label} user menu`)));
    await page.keyboard.press('Escape');
  }
  return findings;
}

/** The listing's filter dropdowns, each open in turn. */
async function auditFilters(page: Page, label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  await visit(page, '/products');
  const filters = page.getByRole('group', { name: 'Filters' });
  for (const name of ['Categories', 'Price', 'Rating']) {
    const trigger = filters.getByRole('button', { name: new RegExp(`^${name}`) });
    await trigger.click();
    await filters.locator('[aria-expanded="true"]').waitFor();
    findings.push(...(await audit(page, `${label} /products ${name} filter open`)));
    await page.keyboard.press('Escape');
    await filters.locator('[aria-expanded="true"]').waitFor({ state: 'detached' });
  }
  return findings;
}

async function newPage(context: BrowserContext, viewport: typeof DESKTOP): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  return page;
}

/** Phone and address a new Google account lacks, so checkout goes past its profile gate. */
async function completeProfile(page: Page): Promise<void> {
  await visit(page, '/settings?tab=profile');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Phone').fill('+2348012345678');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Primary information updated successfully', { exact: true }).waitFor();
  await visit(page, '/settings?tab=addresses');
  const address = page.getByRole('form', { name: 'Shipping address' });
  await address.getByLabel('Street Number').fill('7');
  await address.getByLabel('Street Name').fill('Broad Street');
  await address.getByLabel('City').fill('Lagos Island');
  await address.getByLabel('State').fill('Lagos');
  await address.getByLabel('ZIP/Postal Code').fill('101001');
  await address.getByRole('button', { name: 'Save Address' }).click();
  await page.getByText('Location information updated successfully', { exact: true }).waitFor();
}

/** Checkout's four steps and the sandbox's Test checkout dialog (cancelled, so the cart keeps its line). */
async function auditCheckout(page: Page, label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  await visit(page, '/checkout');
  const step = (name: string) => page.getByRole('heading', { level: 2, name: new RegExp(`Step \\d of 4: ${name}$`) });
  // The tab keeps its checkout draft: a second pass starts where the first left off, so go back to step 1.
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await page.getByRole('heading', { level: 2, name: /^Step \d of 4/ }).waitFor();
  while (!(await step('Review').isVisible())) await back.click();
  findings.push(...(await audit(page, `${label} checkout Review`)));
  for (const name of ['Shipping', 'Payment', 'Final Review']) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(name).waitFor();
    findings.push(...(await audit(page, `${label} checkout ${name}`)));
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Test checkout' });
  await sandbox.getByRole('button', { name: 'Pay' }).waitFor();
  findings.push(...(await audit(page, `${label} Test checkout dialog`)));
  await sandbox.getByRole('button', { name: 'Cancel' }).click();
  await sandbox.waitFor({ state: 'detached' });
  return findings;
}

/** The order the cancelled Test checkout left unpaid, in all orders and on its Complete payment screen. */
async function auditCompletePayment(page: Page, label: string): Promise<Finding[]> {
  await visit(page, '/orders/all');
  await page.getByText('Awaiting payment').first().waitFor();
  const findings = await audit(page, `${label} /orders/all with an unpaid order`);
  await page.getByRole('link', { name: 'Complete payment' }).first().click();
  await page.getByRole('heading', { name: 'Complete payment' }).waitFor();
  await settled(page);
  findings.push(...(await audit(page, `${label} Complete payment`)));
  return findings;
}

jest.setTimeout(600_000);

test('signed out, at 1280 and 375 px, light and dark: every route and every overlay', async () => {
  const context = await shop.browser.newContext();
  const findings: Finding[] = [];
  const desktop = await newPage(context, DESKTOP);
  const productPath = await firstProductPath(desktop);
  for (const [viewport, label, phone] of [[DESKTOP, 'out 1280', false], [MOBILE, 'out 375', true]] as const) {
    const page = viewport === DESKTOP ? desktop : await newPage(context, viewport);
    findings.push(...(await auditRoutes(page, label, ROUTES)));
    findings.push(...(await auditProductAndCart(page, label, productPath)));
    findings.push(...(await auditOverlays(page, label, phone)));
    findings.push(...(await auditFilters(page, label)));
  }
  // The dark theme, as Settings remembers it in this browser.
  await desktop.evaluate((appearance) => localStorage.setItem('appearance', appearance), DARK);
  findings.push(...(await auditRoutes(desktop, 'out 1280 dark', [...ROUTES, productPath])));
  findings.push(...(await auditOverlays(desktop, 'out 1280 dark', false)));
  const phone = await newPage(context, MOBILE);
  findings.push(...(await auditRoutes(phone, 'out 375 dark', ['/', '/products', productPath, '/login'])));
  findings.push(...(await auditOverlays(phone, 'out 375 dark', true)));
  await context.close();
  expect(findings).toEqual([]);
});

test('signed in, at 1280 and 375 px, light and dark: every route, Settings tab, checkout step and the Test checkout', async () => {
  const context = await shop.browser.newContext();
  const findings: Finding[] = [];
  const desktop = await newPage(context, DESKTOP);
  await signUpWithGoogle(desktop, shop.stack.url, { email: 'ada.a11y@example.com', name: 'Ada Okafor' });
  const productPath = await firstProductPath(desktop);
  const settings = SETTINGS_TABS.map((tab) => `/settings?tab=${tab}`);
  for (const [viewport, label, phone] of [[DESKTOP, 'in 1280', false], [MOBILE, 'in 375', true]] as const) {
    const page = viewport === DESKTOP ? desktop : await newPage(context, viewport);
    // The onboarding notification is still unread here: the drawer and the screen show an item.
    findings.push(...(await auditOverlays(page, label, phone)));
    findings.push(...(await auditRoutes(page, label, [...ROUTES, ...settings])));
    findings.push(...(await auditProductAndCart(page, label, productPath)));
  }
  await completeProfile(desktop);
  findings.push(...(await auditCheckout(desktop, 'in 1280')));
  findings.push(...(await auditCompletePayment(desktop, 'in 1280')));
  const phone = await newPage(context, MOBILE);
  findings.push(...(await auditCheckout(phone, 'in 375')));

  await desktop.evaluate((appearance) => localStorage.setItem('appearance', appearance), DARK);
  findings.push(...(await auditRoutes(desktop, 'in 1280 dark', [...ROUTES, ...settings, productPath])));
  findings.push(...(await auditOverlays(desktop, 'in 1280 dark', false)));
  findings.push(...(await auditProductAndCart(desktop, 'in 1280 dark', productPath)));
  findings.push(...(await auditCheckout(desktop, 'in 1280 dark')));
  findings.push(...(await auditCompletePayment(desktop, 'in 1280 dark')));
  findings.push(...(await auditRoutes(phone, 'in 375 dark', ['/', '/account', '/settings?tab=appearance', '/checkout'])));
  findings.push(...(await auditOverlays(phone, 'in 375 dark', true)));
  await context.close();
  expect(findings).toEqual([]);
});

/** What moves on its own on the home page: the banner's slide, the flash-sale pick and the review count. */
async function homeMotion(page: Page) {
  return {
    banner: await page.getByRole('group', { name: 'Choose a slide' }).locator('[aria-current="true"]').getAttribute('aria-label'),
    flashSale: await page.getByRole('group', { name: 'Flash sale picks' }).getByRole('img').getAttribute('alt'),
    reviews: await page.getByText(/^Over [\d,]+ five star reviews and counting!$/).innerText(),
  };
}

test('the banner, the flash-sale slider and the review counter hold still when the device or Settings asks', async () => {
  const cases = [
    { name: 'motion allowed', still: false, reducedMotion: 'no-preference' as const, appearance: null },
    { name: 'device asks for reduced motion', still: true, reducedMotion: 'reduce' as const, appearance: null },
    { name: 'animations off in Settings', still: true, reducedMotion: 'no-preference' as const, appearance: JSON.stringify({ theme: 'system', animations: false }) },
  ];
  for (const { name, still, reducedMotion, appearance } of cases) {
    const context = await shop.browser.newContext({ viewport: DESKTOP, reducedMotion });
    if (appearance) await context.addInitScript((value) => localStorage.setItem('appearance', value), appearance);
    const page = await context.newPage();
    await page.clock.install();
    await visit(page, '/');
    await page.getByText(/five star reviews and counting/).waitFor();
    const before = await homeMotion(page);
    // Past one banner advance (3 s), one flash-sale advance (4.5 s) and two counter steps (2 s each).
    await page.clock.runFor(4_600);
    const after = await homeMotion(page);
    await context.close();
    if (still) expect({ name, ...after }).toEqual({ name, ...before });
    else for (const key of Object.keys(before) as (keyof typeof before)[]) expect({ name, key, value: after[key] }).not.toEqual({ name, key, value: before[key] });
  }
});
