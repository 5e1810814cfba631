// The bench's sign-in measurement: what JS signing up with Google loads, from the click on /register
// through the Auth emulator's account chooser to landing on /shop.
import type { Browser, Page } from 'playwright-core';
import { recordScripts, sharedCopies, summarise, type BenchStack, type RouteSummary, type Summary } from './js-loads';

/** Waits for a page's network to go quiet (see watchNetwork). */
export interface Network {
  idle(): Promise<void>;
}

const QUIET_MS = 500;
const IDLE_TIMEOUT_MS = 30_000;

/**
 * `idle()` resolves once no request has been in flight for QUIET_MS. Playwright's 'networkidle' only
 * follows full page loads: after sign-in's in-app navigation to /shop it is already reached, before
 * /shop's chunks are even requested.
 */
export function watchNetwork(page: Page): Network {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (by: number) => {
    inFlight += by;
    changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async idle() {
      const deadline = Date.now() + IDLE_TIMEOUT_MS;
      while (inFlight > 0 || Date.now() - changedAt < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the network was still busy after ${IDLE_TIMEOUT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** On /register: 'Sign up with Google', a new account in the emulator's chooser, landing on /shop. */
export async function signUpNewShopper(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await chooser.waitFor();
  // A new address each time: the emulator starts empty, but an earlier run may share it.
  await chooser.getByLabel('Email').fill(`bench-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`);
  await chooser.getByLabel('Full name').fill('Bench Shopper');
  await chooser.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((landed) => landed.pathname === '/shop');
}

/**
 * In a fresh browser context: opens /register and lets it settle, then signs up a new account.
 * Returns the click-through's summary (see summarise) with `beforeClick`, the summary of what /register
 * had loaded until then.
 */
export async function measureSignIn(
  browser: Browser,
  { url, appByPort }: BenchStack,
): Promise<RouteSummary & { beforeClick: Summary }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = recordScripts(page, appByPort);
    const network = watchNetwork(page);
    await page.goto(`${url}/register`);
    const google = page.getByRole('button', { name: 'Sign up with Google' });
    await google.waitFor();
    await page.waitForLoadState('networkidle');
    const clickedAt = scripts.length;

    await signUpNewShopper(page);
    await network.idle();

    return {
      route: 'sign-in',
      ...summarise(scripts.slice(clickedAt)),
      ...(await sharedCopies(page)),
      beforeClick: summarise(scripts.slice(0, clickedAt)),
    };
  } finally {
    await context.close();
  }
}
