// The cold burst (issue 38): on a stack whose server has just started (its functions' workers not yet
// running), `calls` signed-in shoppers press Place Order at once while `visitors` open the catalog at once.
// Every request must get an answer: a refusal or "try again" is an answer, silence is not. Each request
// waits at most `seconds`; the count of those still unanswered then is the verdict.
import { BENCH_SHIPPING } from './bench-shop';
import { signUpAccount } from './emulator-accounts';
import { loopbackBase } from './catalog-queries';
import { percentiles, type Percentiles } from './percentiles';

export interface BurstSide extends Percentiles {
  sent: number;
  /** Answered with what was asked (an order placed, a page of products). */
  served: number;
  /** Answered with a refusal or a 503 "try again". */
  refused: number;
  /** No answer within the time each request was given. */
  unanswered: number;
  /** What the refusals said, the first few kinds. */
  refusals: string[];
}

export interface ColdBurst {
  placeOrder: BurstSide;
  catalog: BurstSide;
}


type Outcome = 'served' | 'refused' | 'unanswered';

const SORTS = ['featured', 'price-low', 'price-high', 'rating', 'newest'];

/** One request: its outcome, how long its answer took, and what a refusal said. */
async function timed(request: () => Promise<Response>, seconds: number): Promise<{ outcome: Outcome; ms: number; said?: string }> {
  const at = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const silence = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('silence')), seconds * 1000)));
    const res = await Promise.race([request(), silence]);
    const text = await Promise.race([res.text(), silence]);
    return { outcome: res.ok ? 'served' : 'refused', ms: Date.now() - at, said: res.ok ? undefined : `${res.status} ${text.slice(0, 160)}` };
  } catch {
    return { outcome: 'unanswered', ms: Date.now() - at };
  } finally {
    clearTimeout(timer);
  }
}

function side(results: { outcome: Outcome; ms: number; said?: string }[]): BurstSide {
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  return {
    ...percentiles(results.filter((r) => r.outcome !== 'unanswered').map((r) => r.ms)),
    sent: results.length,
    served: count('served'),
    refused: count('refused'),
    unanswered: count('unanswered'),
    refusals: [...new Set(results.flatMap((r) => (r.said ? [r.said] : [])))].slice(0, 3),
  };
}

/**
 * The burst against the stack's server at `serverUrl` (its callables and catalog), shoppers signed up at the
 * Auth emulator at `authUrl` first (not part of the burst). `productIds`: what the shoppers order one of, in turn.
 */
export async function measureColdBurst({
  authUrl,
  serverUrl,
  productIds,
  calls = 50,
  visitors = 50,
  seconds = 120,
}: {
  authUrl: string;
  serverUrl: string;
  productIds: string[];
  calls?: number;
  visitors?: number;
  seconds?: number;
}): Promise<ColdBurst> {
  const server = loopbackBase(serverUrl);
  const runId = Date.now().toString(36);
  const tokens = await Promise.all(
    Array.from({ length: calls }, async (_, i) => (await signUpAccount(loopbackBase(authUrl), `cold-${i}-${runId}@example.com`)).idToken()),
  );
  const place = (token: string, productId: string) => () =>
    fetch(`${server}/placeOrder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { items: [{ productId, quantity: 1 }], shippingMethod: 'standard', shipping: BENCH_SHIPPING } }),
    });
  // Each visitor asks a page of its own, as fresh shoppers' searches would (none served from another's answer).
  const browse = (i: number) => () => fetch(`${server}/catalog/products?page=${1 + (i % 4)}&sort=${SORTS[i % SORTS.length]}`);
  const [orders, pages] = await Promise.all([
    Promise.all(tokens.map((token, i) => timed(place(token, productIds[i % productIds.length]!), seconds))),
    Promise.all(Array.from({ length: visitors }, (_, i) => timed(browse(i), seconds))),
  ]);
  return { placeOrder: side(orders), catalog: side(pages) };
}

/** Products of the catalog's first page with stock enough for the burst's orders (one unit each, in turn). */
export async function stockedProducts(serverUrl: string, atLeast = 20): Promise<string[]> {
  const res = await fetch(`${loopbackBase(serverUrl)}/catalog/products?sort=featured`);
  const { products } = (await res.json()) as { products: { id: string | number; stock: number }[] };
  const ids = products.filter((p) => p.stock >= atLeast).map((p) => String(p.id));
  if (ids.length === 0) throw new Error(`No product on the catalog's first page has ${atLeast} units to sell`);
  return ids;
}

export const coldBurstAnswered = (burst: ColdBurst) => burst.placeOrder.unanswered === 0 && burst.catalog.unanswered === 0;

export function coldBurstLines(burst: ColdBurst): string[] {
  const line = (name: string, s: BurstSide) =>
    `  ${name}: ${s.sent} sent, ${s.served} served, ${s.refused} refused or told to try again, ${s.unanswered} unanswered; p50 ${Math.round(s.p50)} ms, p95 ${Math.round(s.p95)} ms` +
    (s.refusals.length ? `\n    refused with: ${s.refusals.join(' | ')}` : '');
  return [
    `\nCold burst (issue 38): a freshly started server, Place Order and the catalog at once (target: 0 unanswered):`,
    line('Place Order', burst.placeOrder),
    line('catalog    ', burst.catalog),
  ];
}
