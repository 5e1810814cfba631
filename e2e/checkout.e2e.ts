// Guards: checkout on the composed shop as a shopper goes through it: the sign-in guard, the
// incomplete-profile gate, four steps, paying in the sandbox gateway (pay, cancel, decline), the
// order saved and the cart emptied, a reload mid-checkout, each step's address (reload, Back, a link), and 375 px. What is added and the payment's
// result are announced to screen readers.
import type { Page } from 'playwright-core';
import { signUpWithGoogle } from './support/account';
import { MOBILE, openPage } from './support/browser';
import { composedShop } from './support/composed-shop';
import { completeProfile, continueTo, sandbox, stepHeading } from './support/checkout';
import { announced, fieldHolds } from './support/shop';

// Its own stack: it buys the catalog's first products again and again (the first has 5 units), which would
// sell them out for the other files on the shared stack.
const shop = composedShop({ fresh: true });

const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

/** Adds the first `count` products of the listing, each from its own page. */
async function addProducts(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.goto(`${shop.stack.url}/products`);
    const link = page.getByRole('list', { name: 'Products' }).getByRole('article').nth(i).getByRole('link').first();
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/products\/.+/);
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await addToCart.waitFor();
    const name = (await page.locator('#main h1').innerText()).trim();
    await addToCart.click();
    await announced(page, `Added ${name} to your cart.`).waitFor();
    names.push(name);
  }
  return names;
}

/** A new shopper with a whole profile and one product in the cart, on checkout's first step. */
async function atCheckout(page: Page, shopper: { email: string; name: string }) {
  await signUpWithGoogle(page, shop.stack.url, shopper);
  await page.goto(`${shop.stack.url}/settings`);
  await completeProfile(page);
  await addProducts(page, 1);
  await page.goto(`${shop.stack.url}/checkout`);
  await stepHeading(page, 'Review').waitFor();
}

test('a signed-out visitor is sent to sign in and brought back', async () => {
  const { page } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/checkout`);
  await page.getByText('Please log in to your account.').waitFor();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/checkout');
});

test('two products, the profile gate, four steps, paid in the sandbox: the order is saved and the cart empties', async () => {
  const { page, errors } = await openPage(shop.browser);
  await signUpWithGoogle(page, shop.stack.url, { email: 'bayo.checkout@example.com', name: 'Bayo Adewale' });
  const names = await addProducts(page, 2);
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/checkout');

  // Step 1 lists both lines; the summary has every line and the totals.
  await stepHeading(page, 'Review').waitFor();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  for (const name of names) await summary.getByText(name).waitFor();
  await summary.getByText('Tax (8%)').waitFor();

  // A new Google account has no phone or address: step 2 stops here and says what is missing.
  await continueTo(page, 'Shipping');
  await page.getByText('Please complete your profile information before proceeding').waitFor();
  const missing = page.getByRole('list', { name: 'Missing from your profile' });
  expect(await missing.getByRole('listitem').allInnerTexts()).toEqual(['Phone Number', 'Address', 'City', 'State', 'ZIP/Postal Code']);
  expect(await page.getByRole('button', { name: 'Complete Profile First' }).isDisabled()).toBe(true);
  await page.getByRole('link', { name: 'Complete Profile Now' }).click();
  await completeProfile(page);

  // Back at the step's address (a fresh load) the fields follow the new profile, once it is read from the account again.
  await page.goto(`${shop.stack.url}/checkout?step=shipping`);
  await stepHeading(page, 'Shipping').waitFor();
  await fieldHolds(page, 'City', 'Ikeja');
  expect(await page.getByLabel('Address').inputValue()).toBe('12 Allen Avenue');
  expect(await page.getByLabel('Country').inputValue()).toBe('Nigeria');
  await page.getByRole('radio', { name: /Express/ }).check();
  await continueTo(page, 'Payment');
  const totalText = await summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd').innerText();
  const total = totalText.replace(/\D/g, '');
  expect(await page.getByLabel('Amount (₦)').inputValue()).toBe(total);
  await continueTo(page, 'Final Review');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await sandbox(page).getByText('Test mode').waitFor();
  await sandbox(page).getByText('bayo.checkout@example.com').waitFor();
  await sandbox(page).getByRole('button', { name: 'Pay' }).click();
  await announced(page, 'Payment success: Approved').waitFor();
  await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  await page.getByText('Saved to your orders.').waitFor();

  // Three seconds on, home with an empty cart; the order is in the account (its notification says so).
  await page.waitForURL(`${shop.stack.url}/`);
  await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText('Order placed').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('pendingOrders'))).toBeNull();
  expect(errors).toEqual([]);
});

test('at 375 px: a reload keeps what was typed; cancel and decline keep everything; then it pays', async () => {
  const { page, errors } = await openPage(shop.browser, MOBILE);
  await signUpWithGoogle(page, shop.stack.url, { email: 'chioma.checkout@example.com', name: 'Chioma Eze' });
  await page.goto(`${shop.stack.url}/settings`);
  await completeProfile(page);
  await addProducts(page, 1);
  await page.goto(`${shop.stack.url}/checkout`);
  await stepHeading(page, 'Review').waitFor();
  await noSideScroll(page);

  await continueTo(page, 'Shipping');
  await page.getByLabel('City').fill('Yaba');
  await continueTo(page, 'Payment');
  await page.getByLabel('First Name').fill('Chi');
  await noSideScroll(page);
  // Every step the page shows from its first paint: the profile is read again after a reload, and
  // the checkout must wait on the saved step, not show step 2's gate and then jump.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { stepsSeen: string[] }).stepsSeen = []);
    new MutationObserver(() => {
      const step = document.getElementById('step-title')?.textContent ?? '';
      if (step && seen.at(-1) !== step) seen.push(step);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await stepHeading(page, 'Payment').waitFor();
  expect(await page.getByLabel('First Name').inputValue()).toBe('Chi');
  expect(await page.evaluate(() => (window as unknown as { stepsSeen: string[] }).stepsSeen)).toEqual(['Step 3 of 4: Payment']);
  await continueTo(page, 'Final Review');
  await page.getByRole('region', { name: 'Shipping Address' }).getByText('Yaba', { exact: false }).waitFor();
  await noSideScroll(page);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await sandbox(page).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('status').filter({ hasText: 'Payment cancelled.' }).waitFor();
  await stepHeading(page, 'Final Review').waitFor();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await sandbox(page).getByRole('button', { name: 'Decline' }).click();
  await announced(page, 'Your card was declined. Nothing was charged.').waitFor();
  await stepHeading(page, 'Final Review').waitFor();
  await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await noSideScroll(page);
  await sandbox(page).getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  await page.waitForURL(`${shop.stack.url}/`);
  await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  expect(errors).toEqual([]);
});

test('each step has its address: a reload stays on it, the browser’s Back returns to the step before, a link opens it', async () => {
  const { page, errors } = await openPage(shop.browser);
  await atCheckout(page, { email: 'kemi.steps@example.com', name: 'Kemi Ade' });

  const steps = [
    ['shipping', 'Shipping'],
    ['payment', 'Payment'],
    ['final-review', 'Final Review'],
  ] as const;
  for (const [id, title] of steps) {
    await continueTo(page, title);
    expect(new URL(page.url()).search).toBe(`?step=${id}`);
    if (id === 'shipping') await page.getByLabel('City').fill('Surulere');
    await page.reload();
    await stepHeading(page, title).waitFor();
    expect(new URL(page.url()).search).toBe(`?step=${id}`);
  }
  await page.getByRole('region', { name: 'Shipping Address' }).getByText('Surulere', { exact: false }).waitFor();

  for (const [, title] of [['payment', 'Payment'], ['shipping', 'Shipping'], ['review', 'Review']] as const) {
    await page.goBack();
    await stepHeading(page, title).waitFor();
  }
  await page.goForward();
  await stepHeading(page, 'Shipping').waitFor();
  expect(await page.getByLabel('City').inputValue()).toBe('Surulere');

  // A link to the last step, shared into a new tab of the same shopper, opens it.
  const other = await page.context().newPage();
  await other.goto(`${shop.stack.url}/checkout?step=final-review`);
  await stepHeading(other, 'Final Review').waitFor();
  expect(errors).toEqual([]);
});

test('an order left unpaid is one order however often it is tried, and is paid later from the orders list', async () => {
  const { page, errors } = await openPage(shop.browser);
  await atCheckout(page, { email: 'tunde.unpaid@example.com', name: 'Tunde Bakare' });
  await continueTo(page, 'Shipping');
  await continueTo(page, 'Payment');
  await continueTo(page, 'Final Review');
  const total = await page.getByRole('complementary', { name: 'Order Summary' }).getByText('Total', { exact: true }).locator('xpath=following-sibling::dd').innerText();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await sandbox(page).getByRole('button', { name: 'Decline' }).click();
  await announced(page, 'Your card was declined. Nothing was charged.').waitFor();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await sandbox(page).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('status').filter({ hasText: 'Payment cancelled.' }).waitFor();

  // The server kept one order awaiting payment; all orders shows it with a way to pay.
  await page.goto(`${shop.stack.url}/orders/all`);
  await page.getByText('1 order', { exact: true }).waitFor();
  const card = page.getByRole('article');
  await card.getByText('Awaiting payment').waitFor();
  await card.getByText(/^Not paid yet\. You can pay until/).waitFor();
  await card.getByRole('link', { name: 'Complete payment' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout' && /^ORD-/.test(url.searchParams.get('pay') ?? ''));
  await page.getByRole('heading', { name: 'Complete payment' }).waitFor();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  await sandbox(page).getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  await page.getByText('Saved to your orders.').waitFor();

  // Three seconds on, the paid orders, with this one in them; the cart was left as it was.
  await page.waitForURL(`${shop.stack.url}/orders/paid`);
  await page.getByRole('article').getByText('Paid', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
  expect(errors).toEqual([]);
});
