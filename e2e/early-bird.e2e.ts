// Guards: the early-bird registration is kept by the shop's server, once per email; a second one from
// anyone but the email's signed-in owner is thanked as a new one would be and changes nothing (issue 32),
// while the owner's updates it and says so; the countdown runs to the one end the runtime config names.
import type { Page } from 'playwright-core';
import { signUpWithGoogle } from './support/account';
import { DESKTOP, MOBILE, openPage } from './support/browser';
import { composedShop } from './support/composed-shop';

const shop = composedShop();
// A 1×1 PNG: the picture a seller adds to the registration.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The seconds the timer shows and the seconds to the config's end, read at the same moment. */
const countdownAgainstConfig = (page: Page) =>
  page.evaluate(async () => {
    const { earlyBirdEndsAt } = (await (await fetch('/config.json')).json()) as { earlyBirdEndsAt: string };
    const [d, h, m, s] = (document.querySelector('[role=timer]')!.textContent!.match(/\d+/g) ?? []).map(Number);
    return { shown: ((d! * 24 + h!) * 60 + m!) * 60 + s!, toEnd: (Date.parse(earlyBirdEndsAt) - Date.now()) / 1000 };
  });

/**
 * The page comes as HTML with its form disabled until the page's code runs (a shopper cannot pick files or
 * send it before): a file is given only then, as a shopper could.
 */
const formReady = (page: Page) => page.getByRole('button', { name: 'Register Now & Save 20%' }).and(page.locator(':enabled')).waitFor();

async function register(page: Page, who: { firstName: string; email: string }) {
  await page.goto(`${shop.stack.url}/early-bird-registration`);
  await page.getByRole('heading', { level: 1, name: 'Early Bird Registration' }).waitFor();
  await formReady(page);
  await page.getByLabel('Choose item images').setInputFiles({ name: 'adire-tote.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img', { name: 'Preview of adire-tote.png' }).waitFor();
  await page.getByRole('textbox', { name: 'First Name' }).fill(who.firstName);
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Adeyemi');
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByRole('textbox', { name: 'Company (optional)' }).fill('Adire House');
  await page.getByRole('button', { name: 'Register Now & Save 20%' }).click();
}

test('a registration is kept by the server; another browser with the same email is thanked as anyone would be, and only its signed-in owner updates it', async () => {
  const first = await openPage(shop.browser, DESKTOP);
  await register(first.page, { firstName: 'Funmi', email: 'funmi@adire.ng' });
  await first.page.getByRole('status').getByText('Thank you, Funmi! You are on the early-bird list.').waitFor();
  await first.page.getByText('Early bird registration successful!').waitFor();
  await first.page.getByRole('button', { name: 'Register Now & Save 20%' }).waitFor();
  expect(await first.page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('');

  // A visitor in another browser cannot tell the email is registered, and replaces nothing.
  const second = await openPage(shop.browser, MOBILE);
  await register(second.page, { firstName: 'Funmilayo', email: 'Funmi@Adire.ng' });
  await second.page.getByRole('status').getByText('Thank you, Funmilayo! You are on the early-bird list.').waitFor();

  // The email's owner, signed in with it, updates the registration and is told so.
  const owner = await openPage(shop.browser, DESKTOP);
  await signUpWithGoogle(owner.page, shop.stack.url, { email: 'funmi@adire.ng', name: 'Funmi Adeyemi' });
  await register(owner.page, { firstName: 'Funmilola', email: 'funmi@adire.ng' });
  await owner.page.getByRole('status').getByText('Thank you, Funmilola! You were already on the early-bird list, so we updated your registration.').waitFor();
  await owner.page.getByText('You were already registered, so we updated your early bird registration.').waitFor();
  expect([...first.errors, ...second.errors, ...owner.errors]).toEqual([]);
}, 90_000);

test('at 375 px, a form sent with Enter from the last field shows its thanks on screen, with focus on them', async () => {
  const { page, errors } = await openPage(shop.browser, MOBILE);
  await page.goto(`${shop.stack.url}/early-bird-registration`);
  await formReady(page);
  await page.getByLabel('Choose item images').setInputFiles({ name: 'aso-oke.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img', { name: 'Preview of aso-oke.png' }).waitFor();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Tolu');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Ade');
  await page.getByRole('textbox', { name: 'Email' }).fill('tolu@asooke.ng');
  await page.getByRole('textbox', { name: 'Company (optional)' }).fill('Aso Oke Co');
  await page.keyboard.press('Enter');
  await page.getByRole('status').getByText('Thank you, Tolu! You are on the early-bird list.').waitFor();
  // Focused, below the sticky bar and above the screen's bottom once its scroll has ended.
  await page.waitForFunction(() => {
    const thanks = document.activeElement;
    const box = thanks?.getBoundingClientRect();
    const bar = document.querySelector('header')!.getBoundingClientRect().bottom;
    return thanks?.getAttribute('role') === 'status' && box!.top >= bar && box!.bottom <= window.innerHeight;
  });
  expect(errors).toEqual([]);
});

test('a refused form keeps everything typed, and the countdown runs to the end the runtime config names, on every load', async () => {
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/early-bird-registration`);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Kemi');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Bello');
  await page.getByRole('textbox', { name: 'Email' }).fill('kemi@example');
  await page.getByRole('button', { name: 'Register Now & Save 20%' }).click();
  await page.getByText('Please enter a valid email address').waitFor();
  expect(await page.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe('Kemi');
  // The shopper is taken to the field to fix, and the form's earlier toast gives way to the latest.
  expect(await page.getByRole('textbox', { name: 'Email' }).evaluate((field) => field === document.activeElement)).toBe(true);
  await page.getByRole('textbox', { name: 'Email' }).fill('kemi@example.com');
  await page.keyboard.press('Enter');
  await page.getByText('Please upload at least one item image').waitFor();
  await page.getByText('Please enter a valid email address').waitFor({ state: 'detached' });

  for (let load = 0; load < 2; load++) {
    await page.getByRole('timer', { name: 'Offer Ends In:' }).waitFor();
    const { shown, toEnd } = await countdownAgainstConfig(page);
    // The timer shows whole seconds and ticks once a second.
    expect(Math.abs(shown - toEnd)).toBeLessThanOrEqual(2);
    expect(toEnd).toBeGreaterThan(6 * 24 * 3600);
    await page.reload();
  }
  expect(errors).toEqual([]);
});
