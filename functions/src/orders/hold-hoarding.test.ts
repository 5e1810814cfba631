import type { PlacedOrder } from 'shared-contracts';
import type { Refusal } from '../http/refusal';
import { recordSandboxCharge, sandboxRefunder, sandboxVerifier } from '../payments/sandbox-charges';
import { CAP_REFUSALS } from '../stock/hold-limits';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { orderRequest, product } from '../testing/order-fixtures';
import { useTestStock } from '../testing/test-stock';
import { cancelPayment } from './cancel-payment';
import { confirmPayment } from './order-handlers';
import { placeOrder } from './place-order';
import { resumePayment } from './resume-payment';

// Issue 38's attack: orders placed, their windows closed, placed again, then all resumed at once.
const stock = useTestStock(product('7', 5_000, { stock: 100, name: 'Indigo throw' }));
let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());

const base = () => ({ db: fs.db, now: () => Date.UTC(2026, 10, 23, 12, 0, 0), stock });
const payDeps = () => ({ ...base(), verify: sandboxVerifier(base()), refund: sandboxRefunder(base()) });
const place = (uid: string, quantity: number) =>
  placeOrder({ ...base(), provider: 'sandbox', unpaidOrderTtlMs: 24 * 3_600_000 }, signedIn(uid), orderRequest([{ productId: '7', quantity }]));
const pay = async (uid: string, order: Pick<PlacedOrder, 'orderId' | 'reference'>) => {
  await recordSandboxCharge(base(), signedIn(uid), { reference: order.reference, outcome: 'success' });
  return confirmPayment(payDeps(), signedIn(uid), order.orderId);
};

it('keeps one account to 10 held units through place, cancel, place again and resume all, and rivals buy the rest', async () => {
  const hoarded: string[] = [];
  for (let round = 0; round < 10; round += 1) {
    const placed = await place('hoarder', 10);
    await cancelPayment(base(), signedIn('hoarder'), placed.orderId);
    hoarded.push(placed.orderId);
  }
  const resumed = await Promise.all(
    hoarded.map((orderId) => resumePayment(payDeps(), signedIn('hoarder'), orderId).then((r) => r, (e: Refusal) => e.message)),
  );
  const held = resumed.filter((r) => typeof r !== 'string');
  expect(held).toHaveLength(1);
  expect(new Set(resumed.filter((r) => typeof r === 'string'))).toEqual(new Set([CAP_REFUSALS.ofProduct('Indigo throw', 10)]));

  for (let rival = 0; rival < 9; rival += 1) {
    expect(await pay(`rival-${rival}`, await place(`rival-${rival}`, 10))).toEqual({ status: 'paid', paidNow: true });
  }
  // The hoarder holds the last ten, as any shopper may, and can pay for them.
  expect(await place('late-rival', 1).catch((e: Refusal) => e.message)).toBe('items.0.quantity: Indigo throw is out of stock');
  const [kept] = held as { orderId: string; reference: string }[];
  expect(await pay('hoarder', kept!)).toEqual({ status: 'paid', paidNow: true });
  expect(await stock.soldOf('7')).toBe(100);
});
