import type { Page } from 'playwright-core';

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: new RegExp(`Step \\d of 4: ${name}$`) });

/** The sandbox gateway's in-page test checkout. */
export const sandbox = (page: Page) => page.getByRole('dialog', { name: 'Test checkout' });

/** Fills the phone and the address a new Google account lacks, in Settings. */
export async function completeProfile(page: Page) {
  await page.waitForURL((url) => url.pathname === '/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Phone').fill('+2348012345678');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByText('Primary information updated successfully', { exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Addresses' }).click();
  const address = page.getByRole('form', { name: 'Shipping address' });
  await address.getByLabel('Street Number').fill('12');
  await address.getByLabel('Street Name').fill('Allen Avenue');
  await address.getByLabel('City').fill('Ikeja');
  await address.getByLabel('State').fill('Lagos');
  await address.getByLabel('ZIP/Postal Code').fill('100271');
  await address.getByRole('button', { name: 'Save Address' }).click();
  await page.getByText('Location information updated successfully', { exact: true }).waitFor();
}

export async function continueTo(page: Page, step: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await stepHeading(page, step).waitFor();
}
