// Guards: QA can run the checkout remote's production build alone, in its harness (a signed-in
// sample shopper, a sample cart, the in-memory account store and the sandbox gateway).
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { E2E_PORT, type StaticServer } from './support/stack';
import { createStaticServer } from '../scripts/stack/static-server';


let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = createStaticServer({ root: path.join(__dirname, '../mf-checkout/dist'), port: E2E_PORT + 55, spa: true, cors: true });
  await server.start();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the sample cart checks out and pays in the sandbox, with no shell', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.url}/checkout`);
  const harness = page.getByRole('complementary', { name: 'QA harness' });
  await harness.getByText('Signed in as Ada').waitFor();
  for (const step of ['Shipping', 'Payment', 'Final Review']) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 2, name: new RegExp(`${step}$`) }).waitFor();
  }
  await page.getByRole('button', { name: 'Place Order' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Test checkout' });
  await sandbox.getByText('₦26,519').waitFor();
  await sandbox.getByRole('button', { name: 'Pay' }).click();
  await page.getByText('Payment success: Approved', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  await harness.getByRole('list', { name: 'Bus events' }).getByText(/notification:add .*Order placed/).waitFor();
  await page.waitForURL(`${server.url}/`);
  await page.getByTestId('harness-location').waitFor();
  await harness.getByText('cart lines: 0').waitFor();
  expect(errors).toEqual([]);
});

test('?shopper=incomplete shows the profile gate', async () => {
  const { page } = await openPage(browser);
  await page.goto(`${server.url}/checkout?shopper=incomplete`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Please complete your profile information before proceeding').waitFor();
  expect(await page.getByRole('button', { name: 'Complete Profile First' }).isDisabled()).toBe(true);
});
