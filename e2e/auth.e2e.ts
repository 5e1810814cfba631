// Guards: sign-up, login, sign-out and the signed-in-only pages, over the Firebase Auth emulator
// and the embedded account store (IndexedDB of the browser context), as a shopper does them.
import { openPage } from './support/browser';
import { chooseGoogleAccount, expectWelcomed, logInWithGoogle, signOut, signUpWithGoogle } from './support/account';
import { resetAuthEmulator } from './support/auth';
import { composedShop } from './support/composed-shop';

const shop = composedShop();
const ADA = { email: 'ada.obi@example.com', name: 'Ada Obi' };

beforeEach(() => resetAuthEmulator(shop.stack));

test('sign up, stay signed in across a reload, sign out', async () => {
  const { page, errors } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/register`);
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await signUpWithGoogle(page, shop.stack.url, ADA);
  await page.getByText('Your Oja Express account was created successfully!').waitFor();
  await expectWelcomed(page, 'Ada');

  await page.reload();
  await expectWelcomed(page, 'Ada');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ isLoggedIn: true, primaryInformation: { firstName: 'Ada', lastName: 'Obi', userType: 'user' } });

  await signOut(page);
  await page.reload();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign In' }).waitFor();
  expect(errors).toEqual([]);
});

test('the browser keeps only the name, email and picture; the rest of the profile comes back from the server after a reload', async () => {
  const { page, errors } = await openPage(shop.browser);
  await signUpWithGoogle(page, shop.stack.url, ADA);
  await page.goto(`${shop.stack.url}/settings?tab=profile`);
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Phone').fill('+2348012345678');
  await profile.getByLabel('Date of Birth').fill('1990-04-01');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Primary information updated successfully', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toMatchObject({ isLoggedIn: true, location: null, primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: ADA.email } });
  for (const key of ['phone', 'dateOfBirth', 'disability', 'gender', 'securityAnswer']) expect(stored.primaryInformation).not.toHaveProperty(key);

  await page.goto(`${shop.stack.url}/account`);
  await page.reload();
  await page.getByRole('definition').filter({ hasText: '+2348012345678' }).waitFor();
  // The complete profile is known again from the server: no onboarding notification comes back.
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('user'))).not.toContain('1990-04-01');
  expect(errors).toEqual([]);
});

test("sign-out leaves nothing of the shopper: cart, wishlist and notifications are gone", async () => {
  const { page, errors } = await openPage(shop.browser);
  await signUpWithGoogle(page, shop.stack.url, ADA);
  await page.goto(`${shop.stack.url}/products`);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await card.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
  await page.getByRole('button', { name: /^Notifications, [1-9]/ }).waitFor();

  await signOut(page);
  await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
  await page.goto(`${shop.stack.url}/products`);
  await page.getByRole('list', { name: 'Products' }).getByRole('article').first().getByRole('button', { name: 'Add to wishlist' }).waitFor();
  const left = await page.evaluate(() => ({ cart: localStorage.getItem('cart'), wishlist: localStorage.getItem('wishlist') }));
  expect(left).toEqual({ cart: '[]', wishlist: null });
  expect(errors).toEqual([]);
});

test('log in with no account says so and signs nobody in; after sign-up, log in welcomes back', async () => {
  const { page } = await openPage(shop.browser);
  await logInWithGoogle(page, shop.stack.url, ADA);
  await page.getByText('User account does not exist. Please sign up first').waitFor();
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await page.getByRole('link', { name: 'Sign up here' }).click();
  await signUpWithGoogle(page, shop.stack.url, ADA);
  await signOut(page);

  await logInWithGoogle(page, shop.stack.url, ADA);
  await page.getByText('Welcome back Ada').waitFor();
  await page.waitForURL((url) => url.pathname === '/shop');
  await expectWelcomed(page, 'Ada');
});

test('a signed-in-only page sends a visitor to log in, and back there afterwards', async () => {
  const { page } = await openPage(shop.browser);
  await page.goto(`${shop.stack.url}/account`);
  await page.getByText('Please log in to your account.').waitFor();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/account');

  // No account yet: the shopper takes the sign-up link, which keeps where to return.
  await page.getByRole('link', { name: 'Sign up here' }).click();
  await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('next') === '/account');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await chooseGoogleAccount(page, ADA);
  await page.waitForURL((url) => url.pathname === '/account');
  await page.getByRole('heading', { name: 'My Account' }).waitFor();
  await page.getByText('ada.obi@example.com').waitFor();
});

test('the onboarding notification asks for the rest of the profile and leaves once it is complete', async () => {
  const { page } = await openPage(shop.browser);
  await signUpWithGoogle(page, shop.stack.url, { email: 'cher@example.com', name: 'Cher' });
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const drawer = page.getByRole('dialog', { name: /Notifications/ });
  await drawer.getByText('Welcome! Complete Your Profile').waitFor();
  await drawer.getByText('Complete Profile').click();
  await page.waitForURL((url) => url.pathname === '/account');

  // Kept in the shopper's account: still there, read, after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
  await page.getByRole('dialog', { name: /Notifications/ }).getByText('Welcome! Complete Your Profile').waitFor();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Last Name').fill('Bono');
  await profile.getByLabel('Phone').fill('+2348012345678');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Primary information updated successfully').waitFor();
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
  await page.getByRole('dialog', { name: /Notifications/ }).getByText('No notifications yet').waitFor();

  await page.reload();
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
  await page.goto(`${shop.stack.url}/account`);
  await page.getByText('Cher Bono').waitFor();
});

test('a stored session whose user the identity provider no longer knows is cleared on the next visit', async () => {
  const { page, errors } = await openPage(shop.browser);
  await signUpWithGoogle(page, shop.stack.url, ADA);
  await expectWelcomed(page, 'Ada');
  // As when the emulator restarts without its data: every uid the browser holds is gone.
  await resetAuthEmulator(shop.stack);
  await page.reload();
  await page.waitForFunction(() => localStorage.getItem('user') === null);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign In' }).waitFor();
  expect(errors).toEqual([]);
});
