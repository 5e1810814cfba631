// The bench's checkout measurement: what JS the /checkout route loads for a signed-in shopper with a
// cart, and what Place Order then loads (the payment gateway), checking that no payment code came first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { completeProfile } from '../../e2e/support/checkout';
import { ROOT } from '../stack/apps';
import { sharedCopies, summarise, type BenchStack, type RouteSummary, type Summary } from './js-loads';
import { asNewShopper, loadRoute } from './signed-in-routes';

export interface CheckoutLoads {
  /** What /checkout loaded, opened fresh. */
  route: RouteSummary;
  /** What Place Order loaded (the route 'place-order'). */
  payment: RouteSummary;
  /** Files with payment code loaded before the click: the target is none. */
  paymentBeforeClick: Summary['files'];
}

/** Code only the payment gateways carry: Paystack's SDK (its hosts) and the sandbox's test checkout. */
const PAYMENT_SIGNATURES = [/paystack\.co/, /Test checkout/];

const isPaymentFile = ({ file }: { file: string }) => {
  const [app, ...rest] = file.split('/');
  try {
    const text = readFileSync(path.join(ROOT, app!, 'dist', rest.join('/')), 'utf8');
    return PAYMENT_SIGNATURES.some((signature) => signature.test(text));
  } catch {
    return false;
  }
};

/**
 * A complete profile saved on the shop's server through Settings (the browser keeps only the name of a
 * session, so a fresh /checkout reads the rest from the account), then one cart line over the bus
 * (`?debug`). The line is the local catalog's product 1, so the shop's server can price it at Place Order.
 */
export async function readyForCheckout(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/settings?tab=profile&debug`);
  // The journeys' own steps (e2e/support/checkout.ts), so the bench's shopper is theirs.
  await completeProfile(page);
  await page.waitForFunction(() => '__shopBus' in window);
  await page.evaluate(() => {
    const shop = window as unknown as { __shopBus: { emit(event: string, payload: unknown): void } };
    shop.__shopBus.emit('cart:add', { product: { id: '1', name: 'Bench Tee', image: '', price: 4500, sellerId: '000000' } });
  });
}

/**
 * A new shopper gets a complete profile and one cart line over the bus (`?debug`), then opens /checkout
 * in a fresh page load, walks to Final Review and presses Place Order (the sandbox gateway).
 */
export function measureCheckout(browser: Browser, stack: BenchStack): Promise<CheckoutLoads> {
  return asNewShopper(browser, stack.url, async (page, network) => {
    await readyForCheckout(page, stack.url);
    const { scripts, summary: route } = await loadRoute(page, network, stack, '/checkout', () =>
      page.getByRole('heading', { name: /Step 1 of 4/ }).waitFor(),
    );
    for (const step of ['Shipping', 'Payment', 'Final Review']) {
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: new RegExp(`Step \\d of 4: ${step}$`) }).waitFor();
    }
    const clickedAt = scripts.length;
    const paymentBeforeClick = summarise(scripts.slice(0, clickedAt)).files.filter(isPaymentFile);

    await page.getByRole('button', { name: 'Place Order' }).click();
    const sandbox = page.getByRole('dialog', { name: 'Test checkout' });
    await sandbox.waitFor();
    await network.idle();
    const payment = { route: 'place-order', ...summarise(scripts.slice(clickedAt)), ...(await sharedCopies(page)) };
    await sandbox.getByRole('button', { name: 'Cancel' }).click();
    return { route, payment, paymentBeforeClick };
  });
}

/** Gzip KB of Paystack's SDK chunk in mf-checkout/dist, loaded only when Place Order runs on Paystack. */
export function paystackChunkKb(): number | null {
  const dist = path.join(ROOT, 'mf-checkout/dist');
  const file = readdirSync(dist).find((f) => f.endsWith('.js') && /paystack\.co/.test(readFileSync(path.join(dist, f), 'utf8')));
  return file ? zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024 : null;
}
