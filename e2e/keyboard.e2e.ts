// Guards: the shop works with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows), and
// every stop shows where focus is: a filter on /products, a product into the cart, the cart drawer
// (focus kept inside, Escape closes it, focus back on the cart button), signing up in the emulator's
// account chooser, Settings' tabs by arrow keys, checkout to the sandbox's Test checkout and paying,
// and Create New Item.
import type { FileChooser, Locator, Page } from 'playwright-core';
import { MOBILE, openPage } from './support/browser';
import { composedShop } from './support/composed-shop';

const shop = composedShop();

// A 1 x 1 PNG: a real image file for the item's picture.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const MAX_PRESSES = 80;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** What has focus, for a failure message: its role or tag and its text. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing (the page)';
    const name = el.getAttribute('aria-label') ?? el.innerText?.trim().slice(0, 40) ?? '';
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${name}"`;
  });

/**
 * Focus is shown: the element matches :focus-visible and it, one of its pseudo-elements, or a close
 * ancestor (a card around a stretched link) draws an outline (a resting shadow would prove nothing).
 */
async function expectFocusShown(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || !el.matches(':focus-visible')) return false;
    const draws = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if ([null, '::before', '::after'].some((pseudo) => draws(getComputedStyle(el, pseudo)))) return true;
    let ancestor = el.parentElement;
    for (let level = 0; ancestor && level < 4; level++, ancestor = ancestor.parentElement) {
      if (draws(getComputedStyle(ancestor))) return true;
    }
    return false;
  });
  if (!shown) throw new Error(`No visible focus on ${await describeFocus(page)}`);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, then checks the focus is visible. */
async function tabTo(page: Page, target: Locator, { back = false } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < MAX_PRESSES; i++) {
    if (await isFocused(target)) {
      await expectFocusShown(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MAX_PRESSES} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target}; focus is on ${await describeFocus(page)}`);
}

/**
 * Space on the focused file input opens the browser's file chooser. On a loaded machine Chromium once
 * opened nothing for the first press (seen in a full run, never alone), so Space is pressed again, at
 * most three times in all, each waiting for the chooser as a state, never for a fixed time.
 */
async function openFileChooserWithSpace(page: Page): Promise<FileChooser> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 10_000 }), page.keyboard.press('Space')]);
      return chooser;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  if (!(await isFocused(target))) throw new Error(`Expected focus on ${target}, but it is on ${await describeFocus(page)}`);
  await expectFocusShown(page);
}

/** Tabs forward and back around an open dialog: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      if (!(await dialog.evaluate((el) => el.contains(document.activeElement)))) {
        throw new Error(`${key} left the dialog: focus is on ${await describeFocus(page)}`);
      }
    }
  }
}

/** Tabs to `opener`, opens its dialog with Enter: focus stays inside, Escape closes it and gives focus back. */
async function expectDialogByKeyboard(page: Page, opener: Locator, dialog: string, tab: { back?: boolean } = {}): Promise<void> {
  await tabTo(page, opener, tab);
  await page.keyboard.press('Enter');
  const open = page.getByRole('dialog', { name: dialog });
  await open.waitFor();
  await expectFocusTrapped(page, open);
  await page.keyboard.press('Escape');
  await open.waitFor({ state: 'detached' });
  await expectFocusOn(page, opener);
}

/** Types into a field reached by Tab, replacing what it held. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** From the listing: the first product's page by Tab and Enter, then Add to Cart by Enter. Returns its name. */
async function addFirstProductByKeyboard(page: Page): Promise<string> {
  await page.goto(`${shop.stack.url}/products`);
  const first = page.getByRole('list', { name: 'Products' }).getByRole('article').first().getByRole('link').first();
  const name = (await first.innerText()).trim();
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await page.getByText(`Added ${name} to your cart.`).waitFor();
  return name;
}

test('visitor: a filter, a product into the cart, and the cart drawer, by keyboard alone', async () => {
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/products`);
  await page.getByRole('list', { name: 'Products' }).waitFor();

  // The Categories filter: Enter opens it, Tab reaches its options, Enter chooses and closes it,
  // and focus goes back to the filter's button rather than falling to the page.
  const filters = page.getByRole('group', { name: 'Filters' });
  const categories = filters.getByRole('button', { name: /^Categories/ });
  await tabTo(page, categories);
  await page.keyboard.press('Enter');
  const panel = page.locator(`[id="${await categories.getAttribute('aria-controls')}"]`);
  const option = panel.getByRole('button').nth(1);
  const category = (await option.innerText()).trim();
  await tabTo(page, option);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.search.includes('category='));
  await expectFocusOn(page, categories);
  expect(await categories.getAttribute('aria-expanded')).toBe('false');
  expect(await categories.innerText()).toContain(category);
  // Escape closes an open filter and focus stays on its button.
  await page.keyboard.press('Space');
  expect(await categories.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
  expect(await categories.getAttribute('aria-expanded')).toBe('false');
  await expectFocusOn(page, categories);

  // A product into the cart, then back up to the cart button with Shift+Tab.
  await addFirstProductByKeyboard(page);
  const cartButton = page.getByRole('button', { name: 'Cart, 1 item' });
  await tabTo(page, cartButton, { back: true });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, drawer);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await expectFocusOn(page, cartButton);

  // The search overlay and the notifications drawer: Escape closes them, focus returns to their button.
  for (const [button, dialog] of [['Search', 'Search'], ['Notifications, 0 unread', 'Notifications']] as const) {
    await expectDialogByKeyboard(page, page.getByRole('button', { name: button, exact: true }), dialog, { back: true });
  }
  expect(errors).toEqual([]);
});

test('at 375 px: the side menu and the Account dialog keep focus inside, close on Escape and give it back', async () => {
  const { page, errors } = await openPage(shop.browser, MOBILE);
  await page.goto(`${shop.stack.url}/about`);
  await page.locator('#main h1').first().waitFor();
  for (const [button, dialog] of [['Open menu', 'Menu'], ['Account menu', 'Account']] as const) {
    await expectDialogByKeyboard(page, page.getByRole('button', { name: button }), dialog);
  }
  // A link of the side menu by keyboard: Shop opens the listing.
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }), { back: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Shop' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/shop');
  await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

test('shopper: sign up, Settings tabs by arrows, checkout to the Test checkout and pay, Create New Item, by keyboard alone', async () => {
  const { page, errors } = await openPage(shop.browser);

  // Sign up in the emulator's account chooser: focus starts in its Email field.
  await page.goto(`${shop.stack.url}/register`);
  await tabTo(page, page.getByRole('button', { name: 'Sign up with Google' }));
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  const email = chooser.getByLabel('Email');
  await email.waitFor();
  await expectFocusOn(page, email);
  await page.keyboard.type('funmi.keys@example.com');
  await typeInto(page, chooser.getByLabel('Full name'), 'Funmi Keys');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/shop');

  // Settings: fill the profile's phone, then the Addresses tab by arrow keys, and fill it.
  await page.goto(`${shop.stack.url}/settings?tab=profile`);
  const profile = page.getByRole('form', { name: 'Profile' });
  await typeInto(page, profile.getByLabel('Phone'), '+2348012345678');
  await tabTo(page, profile.getByRole('button', { name: 'Save Profile' }));
  await page.keyboard.press('Enter');
  await page.getByText('Primary information updated successfully', { exact: true }).waitFor();
  const profileTab = page.getByRole('tab', { name: 'Profile' });
  await tabTo(page, profileTab, { back: true });
  await page.keyboard.press('ArrowRight');
  await page.waitForURL('**/settings?tab=account');
  await expectFocusOn(page, page.getByRole('tab', { name: 'Account', selected: true }));
  await page.keyboard.press('End');
  await page.waitForURL('**/settings?tab=preferences');
  await page.keyboard.press('Home');
  await page.waitForURL('**/settings?tab=profile');
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL('**/settings?tab=preferences');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForURL('**/settings?tab=addresses');
  await expectFocusOn(page, page.getByRole('tab', { name: 'Addresses', selected: true }));
  const address = page.getByRole('form', { name: 'Shipping address' });
  await typeInto(page, address.getByLabel('Street Number'), '9');
  await typeInto(page, address.getByLabel('Street Name'), 'Awolowo Road');
  await typeInto(page, address.getByLabel('City'), 'Ikoyi');
  await typeInto(page, address.getByLabel('State'), 'Lagos');
  await typeInto(page, address.getByLabel('ZIP/Postal Code'), '106104');
  await tabTo(page, address.getByRole('button', { name: 'Save Address' }));
  await page.keyboard.press('Enter');
  await page.getByText('Location information updated successfully', { exact: true }).waitFor();

  // A product into the cart; the drawer's Proceed to Checkout by keyboard.
  await addFirstProductByKeyboard(page);
  await tabTo(page, page.getByRole('button', { name: 'Cart, 1 item' }), { back: true });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await tabTo(page, drawer.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/checkout');

  // Four steps by Continue, Place Order, then the Test checkout: focus inside it, Pay by keyboard.
  for (const step of ['Shipping', 'Payment', 'Final Review']) {
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: new RegExp(`Step \\d of 4: ${step}$`) }).waitFor();
  }
  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  const sandbox = page.getByRole('dialog', { name: 'Test checkout' });
  await sandbox.waitFor();
  expect(await sandbox.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, sandbox);
  await tabTo(page, sandbox.getByRole('button', { name: 'Pay' }));
  await page.keyboard.press('Enter');
  await page.getByText('Payment success: Approved').waitFor();
  await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();

  // Create New Item: every field by Tab, the category by arrow keys, the picture through the
  // file input opened with Space (the browser's file chooser answers it), Create Item by Enter.
  await page.goto(`${shop.stack.url}/create`);
  const itemName = `Keyboard Kente Stole ${Date.now().toString(36)}`;
  await typeInto(page, page.getByLabel('Product Name'), itemName);
  await typeInto(page, page.getByLabel('Description'), 'Handwoven kente, 200 by 30 cm.');
  await typeInto(page, page.getByLabel('Price (₦)'), '18000');
  const categorySelect = page.getByLabel('Category');
  await tabTo(page, categorySelect);
  await page.keyboard.press('ArrowDown');
  expect(await categorySelect.inputValue()).not.toBe('');
  await typeInto(page, page.getByLabel('Stock Quantity'), '3');
  const fileInput = page.locator('input[type="file"]');
  await tabTo(page, fileInput);
  const chooserEvent = await openFileChooserWithSpace(page);
  await chooserEvent.setFiles({ name: 'stole.png', mimeType: 'image/png', buffer: PIXEL });
  await page.getByText('1 image(s) uploaded successfully', { exact: true }).waitFor();
  await tabTo(page, page.getByRole('button', { name: 'Create Item' }));
  await page.keyboard.press('Enter');
  await page.getByText('Item created successfully!', { exact: true }).waitFor();
  expect(errors).toEqual([]);
}, 180_000);
