import type { Page } from 'playwright-core';

/** Action-named helpers of the sign-in journeys, over the Auth emulator's in-app account chooser. */

export interface GoogleAccount {
  email: string;
  name: string;
}

/** Answers the emulator's account chooser: a remembered account, or a new one typed in. */
export async function chooseGoogleAccount(page: Page, account: GoogleAccount): Promise<void> {
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await chooser.waitFor();
  const form = chooser.getByRole('form', { name: 'Add an account' });
  const remembered = chooser.getByRole('button', { name: new RegExp(account.email.replace(/[.+]/g, '\\$&')) });
  await form.or(remembered.first()).waitFor();
  if (await form.isVisible()) {
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Full name').fill(account.name);
    await form.getByRole('button', { name: 'Continue' }).click();
  } else {
    await remembered.first().click();
  }
  await chooser.waitFor({ state: 'detached' });
}

/** Creates the account on /register (or from the page the shopper is on) and waits to land on `landing`. */
export async function signUpWithGoogle(page: Page, shopUrl: string, account: GoogleAccount, landing = '/shop'): Promise<void> {
  if (!page.url().includes('/register')) await page.goto(`${shopUrl}/register`);
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  await chooseGoogleAccount(page, account);
  await page.waitForURL((url) => url.pathname === landing);
}

/** Signs in on the login page the shopper is on, or on /login. */
export async function logInWithGoogle(page: Page, shopUrl: string, account: GoogleAccount): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto(`${shopUrl}/login`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await chooseGoogleAccount(page, account);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign In' }).waitFor();
  await page.keyboard.press('Escape');
}

/** The user menu's welcome, which only a signed-in shopper has. */
export async function expectWelcomed(page: Page, firstName: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu', { name: `Welcome, ${firstName}` }).waitFor();
  await page.keyboard.press('Escape');
}
