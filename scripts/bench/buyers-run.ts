// The buyers run (issue 32): many buyers at once, each buying one unit after another of one listing until
// the shop says it is sold out, through the shop's own callables (Place Order, the sandbox's Pay, the
// confirm), as a flash sale looks to the server. The verdict is exactness: every unit sold once, none twice,
// no error; the times are reported. Every buyer starts at once, with no warm-up: a flash sale opens cold, and
// the local server's gate (scripts/stack/functions-gate.ts) starts its workers as Cloud Functions would.
import { BENCH_SHIPPING } from './bench-shop';
import { percentiles, type Percentiles } from './percentiles';

/** One callable as the buyer's browser calls it: resolves to its result, rejects with its refusal or failure. */
export type CallServer = (name: string, data: unknown, token: string) => Promise<unknown>;

export class CallRefused extends Error {
  constructor(
    readonly status: string,
    message: string,
  ) {
    super(`${status}: ${message}`);
  }
}

export interface BuyersRun extends Percentiles {
  buyers: number;
  units: number;
  /** Orders paid, one unit each. */
  sold: number;
  /** Buyers the shop told the listing was sold out. */
  soldOutTold: number;
  errors: number;
  /** One of each error message, the first few. */
  messages: string[];
  /** The run, from all buyers in to the last answer (every buyer told it sold out, or the time limit). */
  ms: number;
}


/** The shop's answer to a Place Order for what is gone: the buyer stops, as a shopper would. */
const isSoldOut = (error: unknown) => error instanceof CallRefused && /out of stock|sold out/.test(error.message);

/**
 * `tokens.length` buyers of `productId` (which has `units` in stock): each places an order of one unit, pays
 * it in the sandbox and confirms it, again and again until told it is sold out, for at most `seconds`.
 */
export async function buyersRun(
  call: CallServer,
  { productId, units, tokens, seconds = 120 }: { productId: string; units: number; tokens: (() => Promise<string>)[]; seconds?: number },
): Promise<BuyersRun> {
  const times: number[] = [];
  const messages: string[] = [];
  let errors = 0;
  let sold = 0;
  let soldOutTold = 0;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const fail = (error: unknown) => {
    errors += 1;
    const message = (error as Error).message;
    if (messages.length < 5 && !messages.includes(message)) messages.push(message);
  };
  const buyer = async (b: number) => {
    while (Date.now() < deadline) {
      const at = Date.now();
      try {
        const token = await tokens[b]!();
        const placed = (await call('placeOrder', { items: [{ productId, quantity: 1 }], shippingMethod: 'standard', shipping: BENCH_SHIPPING }, token)) as {
          orderId: string;
          reference: string;
        };
        await call('sandboxCharge', { reference: placed.reference, outcome: 'success' }, token);
        const paid = (await call('confirmPayment', { orderId: placed.orderId }, token)) as { status?: string };
        if (paid.status !== 'paid') throw new Error(`confirmPayment answered ${JSON.stringify(paid)}`);
        sold += 1;
        times.push(Date.now() - at);
      } catch (error) {
        if (isSoldOut(error)) {
          soldOutTold += 1;
          return;
        }
        fail(error);
      }
    }
  };
  await Promise.all(tokens.map((_, b) => buyer(b)));
  return { ...percentiles(times), buyers: tokens.length, units, sold, soldOutTold, errors, messages, ms: Date.now() - started };
}

/** Calls the shop's callables at `serverUrl` over the callable protocol (`{ data }` and the ID token, if any), as the shell does. */
export const callableClient =
  (serverUrl: string): CallServer =>
  async (name, data, token) => {
    const res = await fetch(`${serverUrl}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await res.json().catch(() => null)) as { result?: unknown; error?: { status?: string; message?: string } } | null;
    if (res.ok && body && 'result' in body) return body.result;
    throw new CallRefused(body?.error?.status ?? `HTTP ${res.status}`, body?.error?.message ?? '');
  };
