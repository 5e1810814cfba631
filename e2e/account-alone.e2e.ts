// Guards: QA can run the account remote's production build alone, in its harness (signed-out and
// signed-in modes, an in-memory identity and account store), with no shell and no emulator.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, MOBILE, openPage } from './support/browser';
import { E2E_PORT, type StaticServer } from './support/stack';
import { createStaticServer } from '../scripts/stack/static-server';


let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = createStaticServer({ root: path.join(__dirname, '../mf-account/dist'), port: E2E_PORT + 54, spa: true, cors: true });
  await server.start();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('signed out: sign up with the harness Google account, then My Account shows it', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.url}/login`);
  const harness = page.getByRole('complementary', { name: 'QA harness' });
  await harness.getByText('Signed out').waitFor();

  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByText('User account does not exist. Please sign up first', { exact: true }).waitFor();

  await page.getByRole('link', { name: 'Sign up here' }).click();
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await page.getByText('Your Oja Express account was created successfully!', { exact: true }).waitFor();
  await page.getByTestId('harness-location').getByText('/shop').waitFor();
  await harness.getByText('Signed in as Tolu').waitFor();
  await harness.getByRole('list', { name: 'Bus events' }).getByText(/session:set/).waitFor();

  await page.getByRole('link', { name: 'My Account' }).click();
  await page.locator('#main').getByText('tolu@example.com').waitFor();
  expect(errors).toEqual([]);
});

test("signed in (the panel's sample shopper): settings save to the account, at 375 px", async () => {
  const { page, errors } = await openPage(browser, MOBILE);
  await page.goto(`${server.url}/settings`);
  await page.getByRole('link', { name: 'Sign In' }).waitFor();
  const harness = page.getByRole('complementary', { name: 'QA harness' });
  await harness.getByRole('button', { name: 'Sign in' }).click();
  await harness.getByText('mf-account · QA harness').click();

  await page.getByRole('tab', { name: 'Addresses' }).click();
  const address = page.getByRole('form', { name: 'Shipping address' });
  await address.getByLabel('City').fill('Yaba');
  await address.getByRole('button', { name: 'Save Address' }).click();
  await page.getByText('Location information updated successfully', { exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(errors).toEqual([]);
});
