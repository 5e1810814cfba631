// Guards: the account area on the composed shop as a shopper uses it: completing the profile ends the
// onboarding notification, a saved setting is announced, a chosen theme follows the whole site and survives a reload, a created item is
// in the catalog, a paid order is under Paid Orders and in My Account's counts, the Notifications screen
// and the shell's drawer are one store, and the pages hold at 375 px.
import type { Page } from 'playwright-core';
import { signUpWithGoogle } from './support/account';
import { MOBILE, openPage } from './support/browser';
import { composedShop } from './support/composed-shop';
import { createListing, openFromListing } from './support/listing';
import { announced } from './support/shop';

const shop = composedShop();

const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

async function saveProfileAndAddress(page: Page) {
  await page.goto(`${shop.stack.url}/settings?tab=profile`);
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Phone').fill('+2348012345678');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Primary information updated successfully', { exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await page.waitForURL('**/settings?tab=addresses');
  const address = page.getByRole('form', { name: 'Shipping address' });
  await address.getByLabel('Street Number').fill('3');
  await address.getByLabel('Street Name').fill('Marina Road');
  await address.getByLabel('City').fill('Lagos Island');
  await address.getByLabel('State').fill('Lagos');
  await address.getByLabel('ZIP/Postal Code').fill('101001');
  await address.getByRole('button', { name: 'Save Address' }).click();
  await page.getByText('Location information updated successfully', { exact: true }).waitFor();
}

test('profile, theme, a created item, an order and notifications, across the whole shop', async () => {
  const { page, errors } = await openPage(shop.browser);
  await signUpWithGoogle(page, shop.stack.url, { email: 'kemi.account@example.com', name: 'Kemi Bello' });
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

  // Completing the profile ends the onboarding notification.
  await saveProfileAndAddress(page);
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();

  // The theme chosen in Settings applies to the whole site at once, and after a reload.
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByRole('radio', { name: /^Dark/ }).check();
  await page.getByRole('button', { name: 'Save Appearance' }).click();
  await announced(page, 'Appearance settings saved successfully').waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.goto(`${shop.stack.url}/about`);
  await page.locator('#main h1').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

  // A created item is in the catalog, with its own page.
  const name = `Kemi Adire Scarf ${Date.now().toString(36)}`;
  await createListing(page, shop.stack.url, { name, description: 'Hand-dyed indigo adire, 180 by 70 cm.', price: '15000', stock: '4' });
  await openFromListing(page, shop.stack.url, name);

  // Bought and paid: the order is under Paid Orders and in My Account's counts.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto(`${shop.stack.url}/checkout`);
  for (const step of ['Shipping', 'Payment', 'Final Review']) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 2, name: new RegExp(`${step}$`) }).waitFor();
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay' }).click();
  await page.getByText('Saved to your orders.').waitFor();
  await page.goto(`${shop.stack.url}/orders/paid`);
  await page.getByRole('heading', { level: 1, name: 'Paid Orders' }).waitFor();
  await page.locator('#main').getByText(name).waitFor();
  await page.goto(`${shop.stack.url}/account`);
  await page.getByRole('link', { name: /View All Orders \(1\)/ }).waitFor();
  await page.locator('#main').getByText(name).first().waitFor();

  // The Notifications screen and the drawer are one store.
  await page.goto(`${shop.stack.url}/notifications`);
  const remove = page.getByRole('button', { name: 'Remove notification: Order placed' });
  await remove.waitFor();
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
  await remove.click();
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await drawer.waitFor();
  expect(await drawer.getByText('Order placed').count()).toBe(0);
  expect(errors).toEqual([]);
  // The whole of a shopper's first hour (about 45 s on 2 idle cores): more than jest's minute when the machine is busy.
}, 150_000);

test('at 375 px: My Account, the order lists, Settings tabs by keyboard, Notifications and Create Item fit', async () => {
  const { page, errors } = await openPage(shop.browser, MOBILE);
  await signUpWithGoogle(page, shop.stack.url, { email: 'tunde.account@example.com', name: 'Tunde Ade' });
  for (const route of ['/account', '/orders/all', '/orders/dispatched', '/notifications', '/create']) {
    await page.goto(`${shop.stack.url}${route}`);
    await page.locator('#main h1').first().waitFor();
    await noSideScroll(page);
  }
  await page.goto(`${shop.stack.url}/orders/dispatched`);
  await page.getByRole('heading', { level: 1, name: 'Dispatched Orders' }).waitFor();

  await page.goto(`${shop.stack.url}/settings`);
  const profileTab = page.getByRole('tab', { name: 'Profile' });
  await profileTab.click();
  await page.keyboard.press('ArrowRight');
  await page.waitForURL('**/settings?tab=account');
  await page.getByRole('tab', { name: 'Account', selected: true }).waitFor();
  await page.keyboard.press('End');
  await page.waitForURL('**/settings?tab=preferences');
  await noSideScroll(page);
  expect(errors).toEqual([]);
});
