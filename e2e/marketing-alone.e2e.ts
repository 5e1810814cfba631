// Guards: QA can run the marketing remote's production build alone, in its harness, with no shell.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { E2E_PORT, type StaticServer } from './support/stack';
import { createStaticServer } from '../scripts/stack/static-server';


let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = createStaticServer({ root: path.join(__dirname, '../mf-marketing/dist'), port: E2E_PORT + 50, spa: true, cors: true });
  await server.start();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the marketing remote runs alone with the QA harness, and its bus events are visible', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${server.url}/`);
  await page.getByRole('heading', { name: 'Shop By Categories' }).waitFor();
  const harness = page.getByRole('complementary', { name: 'QA harness' });
  await harness.getByText('Signed out').waitFor();
  await harness.getByRole('button', { name: 'Sign in' }).click();
  await harness.getByText('Signed in as Ada').waitFor();
  await harness.getByRole('button', { name: 'Fill cart' }).click();
  await harness.getByRole('list', { name: 'Bus events' }).getByText(/cart:add/).waitFor();

  await page.goto(`${server.url}/early-bird-registration`);
  await page.getByRole('button', { name: 'Register Now & Save 20%' }).click();
  await page.getByText('Please enter your full name', { exact: true }).waitFor();
  expect(errors).toEqual([]);
});
