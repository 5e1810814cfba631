import { COLLECTIONS } from '../app/admin';
import { recordSandboxCharge, sandboxRefunder, sandboxVerifier } from '../payments/sandbox-charges';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { orderRequest, product } from '../testing/order-fixtures';
import { useTestStock } from '../testing/test-stock';
import type { OrderRecord } from './order-record';
import { placeOrder } from './place-order';
import { reconcileStores } from './reconcile-stores';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
afterEach(() => fs.clear());

const stock = useTestStock(product('1', 1_000, { stock: 5 }));
const buyer = signedIn('buyer-1');
const deps = () => ({ db: fs.db, now: Date.now });
const reconcile = () => reconcileStores(stock.pool, { ...deps(), verify: sandboxVerifier(deps()), refund: sandboxRefunder(deps()), graceMs: 120_000 });
const place = () => placeOrder({ ...deps(), stock, provider: 'sandbox', unpaidOrderTtlMs: 3_600_000 }, buyer, orderRequest([{ productId: '1', quantity: 2 }]));
const statesOf = async (orderId: string) =>
  (await stock.pool.query<{ state: string }>('select state from reservations where order_id = $1', [orderId])).rows.map((r) => r.state);
/** The order's hold as a crash leaves it: placed `minutes` ago. */
const placedAgo = (orderId: string, minutes: number) =>
  stock.pool.query(`update reservations set created_at = now() - make_interval(mins => $2) where order_id = $1`, [orderId, minutes]);
const statusOf = async (orderId: string) => ((await fs.db.collection(COLLECTIONS.orders).doc(orderId).get()).data() as OrderRecord | undefined)?.status;

describe('the two stores brought back in agreement after a crash', () => {
  it('lets go of a live hold whose order was never kept, but not of a kept one, nor of one a Place Order may still be keeping', async () => {
    await stock.reserve({ orderId: 'lost', buyerUid: 'buyer-1', items: [{ productId: '1', quantity: 2 }] });
    await placedAgo('lost', 3);
    await stock.reserve({ orderId: 'in-flight', buyerUid: 'buyer-2', items: [{ productId: '1', quantity: 1 }] });
    const kept = await place();
    await placedAgo(kept.orderId, 3);

    expect(await reconcile()).toEqual({ holdsReleased: 1, salesSettled: 0, salesUndone: 0 });
    expect(await statesOf('lost')).toEqual(['released']);
    expect(await statesOf('in-flight')).toEqual(['held']);
    expect(await statesOf(kept.orderId)).toEqual(['held']);
  });

  it('settles an order whose units were sold to its verified charge but whose record was never marked paid', async () => {
    const placed = await place();
    await recordSandboxCharge({ ...deps(), stock }, buyer, { reference: placed.reference, outcome: 'success' });
    // The crash: the sale committed in the catalog database, the record not yet marked paid.
    expect(await stock.sell(placed.orderId)).toBe('sold');
    expect(await statusOf(placed.orderId)).toBe('awaiting-payment');

    expect(await reconcile()).toEqual({ holdsReleased: 0, salesSettled: 1, salesUndone: 0 });
    expect(await statusOf(placed.orderId)).toBe('paid');
    expect(await stock.soldOf('1')).toBe(2);
    // Run again, nothing left to mend.
    expect(await reconcile()).toEqual({ holdsReleased: 0, salesSettled: 0, salesUndone: 0 });
  });

  it('puts back units sold to an order with no record, or with no charge that pays it', async () => {
    await stock.reserve({ orderId: 'no-record', buyerUid: 'buyer-2', items: [{ productId: '1', quantity: 1 }] });
    await stock.sell('no-record');
    const unpaid = await place();
    await recordSandboxCharge({ ...deps(), stock }, buyer, { reference: unpaid.reference, outcome: 'failed' });
    // Its units sold all the same (as no code path does: the stores disagree in the other direction).
    await stock.pool.query(`update reservations set state = 'sold' where order_id = $1`, [unpaid.orderId]);
    await stock.pool.query(`update products set sold = sold + 2 where id = '1'`);
    expect(await stock.soldOf('1')).toBe(3);

    expect(await reconcile()).toEqual({ holdsReleased: 0, salesSettled: 0, salesUndone: 2 });
    expect(await stock.soldOf('1')).toBe(0);
    expect(await statusOf(unpaid.orderId)).toBe('awaiting-payment');
  });

  it('undoes nothing on a guess: a provider that does not answer leaves the sale for the next run', async () => {
    const placed = await place();
    await stock.sell(placed.orderId);
    const silent = () => Promise.reject(new Error('provider unreachable'));
    expect(await reconcileStores(stock.pool, { ...deps(), verify: silent, refund: sandboxRefunder(deps()), graceMs: 120_000 })).toEqual({ holdsReleased: 0, salesSettled: 0, salesUndone: 0 });
    expect(await stock.soldOf('1')).toBe(2);
  });
});
