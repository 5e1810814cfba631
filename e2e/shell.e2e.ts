// Guards: the shell's navigation, drawers and menus, driven as a shopper does, on the composed shop.stack.
import { logInWithGoogle, signUpWithGoogle } from './support/account';
import { MOBILE, openPage } from './support/browser';
import { emitOnBus, SAMPLE_PRODUCT } from './support/shop';
import { composedShop } from './support/composed-shop';

const shop = composedShop();

const ADA = { email: 'ada.shell@example.com', name: 'Ada Obi' };

test('the cart drawer follows the bus: add, open, change quantity, remove', async () => {
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/?debug`);
  await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();

  await emitOnBus(page, 'cart:add', { product: SAMPLE_PRODUCT, quantity: 2 });
  await page.getByRole('button', { name: 'Cart, 2 items' }).waitFor();
  await emitOnBus(page, 'cart:open');
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await drawer.getByText('Wireless Headphones').waitFor();
  await drawer.getByText('₦39,998').waitFor();

  await emitOnBus(page, 'cart:set-quantity', { productId: SAMPLE_PRODUCT.id, quantity: 3 });
  await page.getByRole('button', { name: 'Cart, 3 items' }).waitFor();
  await drawer.getByText('₦59,997').waitFor();

  await emitOnBus(page, 'cart:remove', { productId: SAMPLE_PRODUCT.id });
  await drawer.getByText('Your cart is empty').waitFor();
  expect(errors).toEqual([]);
});

test('offline at the cart’s first open: the page stays, a message says why, and Reload page brings the cart back', async () => {
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/about`);
  const cart = page.getByRole('button', { name: 'Cart, 0 items' });
  await cart.waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-remote-area] fieldset[disabled]'));
  // The drawer's code (and the toasts') loads at first open: offline, neither can.
  await page.context().setOffline(true);
  await cart.click();
  const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t open your cart. Check your connection, then reload the page.' });
  await alert.waitFor();
  await page.getByRole('heading', { name: 'About Oja Express' }).waitFor();
  expect(await cart.getAttribute('aria-expanded')).toBe('false');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await alert.waitFor({ state: 'detached' });
  expect(await cart.evaluate((button) => button === document.activeElement)).toBe(true);

  await cart.click();
  await alert.waitFor();
  await page.context().setOffline(false);
  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Reload page' }).click()]);
  await page.waitForFunction(() => !document.querySelector('[data-remote-area] fieldset[disabled]'));
  await cart.click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByText('Your cart is empty').waitFor();
  expect(errors).toEqual([]);
});

test('Proceed to Checkout needs a signed-in shopper', async () => {
  const { page } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/?debug`);
  await emitOnBus(page, 'cart:add', { product: SAMPLE_PRODUCT });
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByText('Please log in to your account.').waitFor();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/checkout');

  await page.getByRole('link', { name: 'Sign up here' }).click();
  await signUpWithGoogle(page, shop.stack.url, ADA, '/checkout');
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByText('Proceeding to checkout').waitFor();
  await page.waitForURL('**/checkout');
  expect(await page.getByRole('dialog', { name: 'Your Cart' }).count()).toBe(0);
});

test('signed in, the user menu welcomes the shopper and Sign Out clears the session', async () => {
  const { page } = await openPage(shop.browser);
  await signUpWithGoogle(page, shop.stack.url, ADA);
  await page.goto(`${shop.stack.url}/about`);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Welcome, Ada' });
  for (const item of ['My Account', 'My Orders', 'Notifications', 'Create Items', 'Settings', 'Sign Out']) {
    await menu.getByRole('menuitem', { name: item }).waitFor();
  }
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL(`${shop.stack.url}/`);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('a quantity button that reaches its limit keeps focus in the cart drawer, and Escape still closes it', async () => {
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/?debug`);
  await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  await emitOnBus(page, 'cart:add', { product: SAMPLE_PRODUCT, quantity: 9 });
  await page.getByRole('button', { name: 'Cart, 9 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  const plus = drawer.getByRole('button', { name: `Increase quantity of ${SAMPLE_PRODUCT.name}` });
  await plus.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Cart, 10 items' }).waitFor();
  expect(await plus.getAttribute('aria-disabled')).toBe('true');
  expect(await plus.evaluate((button) => button === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Cart, 10 items' }).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

test('Sign Out from every signed-in page lands on the home page, with no error toast', async () => {
  const { page, errors } = await openPage(shop.browser);
  const grace = { email: 'grace.signout@example.com', name: 'Grace Eze' };
  await signUpWithGoogle(page, shop.stack.url, grace);
  for (const [path, heading] of [['/account', 'My Account'], ['/orders/all', 'All Orders'], ['/settings', 'Settings'], ['/notifications', 'Notifications'], ['/create', 'Create New Item']]) {
    await page.goto(`${shop.stack.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // Every toast that appears from here on, as a shopper would see it.
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { toastsSeen: string[] }).toastsSeen = []);
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('.Toastify__toast')) if (!seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${shop.stack.url}/`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign In' }).waitFor();
    await page.keyboard.press('Escape');
    expect({ path, toasts: await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen) }).toEqual({ path, toasts: [] });
    expect(new URL(page.url()).pathname).toBe('/');
    await logInWithGoogle(page, shop.stack.url, grace);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  expect(errors).toEqual([]);
});

test('at 375 px the links move to a side menu titled Menu and the user menu opens as the Account modal', async () => {
  const { page, errors } = await openPage(shop.browser, MOBILE);
  await page.goto(`${shop.stack.url}/`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const link of ['Shop', 'Collections', 'About']) await menu.getByRole('link', { name: link }).waitFor();
  await menu.getByRole('link', { name: 'About' }).click();
  await page.getByRole('heading', { name: 'Our Story' }).waitFor();
  expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  for (const link of ['Continue as Guest', 'Create Account', 'Sign In']) await account.getByRole('link', { name: link }).waitFor();
  await page.keyboard.press('Escape');
  expect(await page.getByRole('dialog', { name: 'Account' }).count()).toBe(0);
  expect(errors).toEqual([]);
});

test('the search overlay opens the listing searched for the query', async () => {
  const { page } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByPlaceholder('Search for products...').fill('office chair');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === 'office chair');
});
