import { PlaceOrderSchema, type PlaceOrderRequest } from 'shared-contracts/schemas';
import { COLLECTIONS } from '../app/admin';
import { runCallable } from '../http/run-callable';
import { Refusal } from '../http/refusal';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { orderRequest, product } from '../testing/order-fixtures';
import { useTestStock } from '../testing/test-stock';
import type { OrderRecord } from './order-record';
import { placeOrder, type PlaceOrderDeps } from './place-order';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
afterEach(() => fs.clear());

const stock = useTestStock(
  product('1', 12_500),
  product('2', 4_000, { stock: 3 }),
  product('3', 900, { forSale: false }),
  product('4', 500, { stock: 0, name: 'Rice' }),
);
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const buyer = signedIn('buyer-1');
const deps = (overrides: Partial<PlaceOrderDeps> = {}): PlaceOrderDeps => ({
  db: fs.db,
  now: () => NOW,
  stock,
  provider: 'sandbox',
  unpaidOrderTtlMs: 60_000,
  ...overrides,
});
const ordersStored = async () => (await fs.db.collection(COLLECTIONS.orders).get()).docs.map((d) => d.data() as OrderRecord);

describe('placeOrder: the server prices the order', () => {
  it('totals the lines at the source prices with shipping and 8% tax, in kobo, awaiting payment', async () => {
    const placed = await placeOrder(deps(), buyer, orderRequest([{ productId: '1', quantity: 2 }, { productId: '2', quantity: 1 }], 'express'));
    // 2 x 12,500 + 4,000 = 29,000; express 1,599; tax round(29,000 x 0.08) = 2,320.
    expect(placed).toMatchObject({ total: 32_919, amountKobo: 3_291_900, currency: 'NGN', email: 'ada@example.com', expiresAt: NOW + 60_000 });
    const [stored] = await ordersStored();
    expect(stored).toMatchObject({
      id: placed.orderId,
      reference: placed.reference,
      buyerUid: 'buyer-1',
      status: 'awaiting-payment',
      subtotal: 29_000,
      shippingCost: 1_599,
      tax: 2_320,
      total: 32_919,
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos 100001, Nigeria',
      history: [{ status: 'awaiting-payment', by: 'buyer-1', at: NOW }],
    });
    expect(stored!.items.map((i) => [i.productId, i.price, i.quantity])).toEqual([['1', 12_500, 2], ['2', 4_000, 1]]);
  });

  it('refuses a price, total, status or reference sent by the browser, naming the field, and stores nothing', async () => {
    const forged = [
      { ...orderRequest([{ productId: '1', quantity: 1 }]), total: 1 },
      { ...orderRequest([{ productId: '1', quantity: 1 }]), status: 'paid' },
      { ...orderRequest([{ productId: '1', quantity: 1 }]), reference: 'SHOP-MINE' },
      orderRequest([{ productId: '1', quantity: 1, price: 1 } as never]),
    ];
    const spec = { schema: PlaceOrderSchema, handler: (req: PlaceOrderRequest) => placeOrder(deps(), buyer, req) };
    const messages = [];
    for (const data of forged) {
      const error = await runCallable(spec, data, buyer).catch((e: Refusal) => e);
      expect(error).toBeInstanceOf(Refusal);
      messages.push((error as Refusal).message);
    }
    expect(messages).toEqual([
      'total: is not accepted here',
      'status: is not accepted here',
      'reference: is not accepted here',
      'items.0.price: is not accepted here',
    ]);
    expect(await ordersStored()).toEqual([]);
  });

  it('refuses quantities outside 1 to 10 and a line repeated', async () => {
    const spec = { schema: PlaceOrderSchema, handler: (req: PlaceOrderRequest) => placeOrder(deps(), buyer, req) };
    const refused = (items: unknown) => runCallable(spec, { ...orderRequest([]), items }, buyer).catch((e: Refusal) => e.message);
    expect(await refused([{ productId: '1', quantity: 11 }])).toBe('items.0.quantity: must be at most 10');
    expect(await refused([{ productId: '1', quantity: 0 }])).toBe('items.0.quantity: must be at least 1');
    expect(await refused([{ productId: '1', quantity: 1.5 }])).toBe('items.0.quantity: must be a whole number');
    expect(await refused([{ productId: '1', quantity: 1 }, { productId: '1', quantity: 2 }])).toBe('items: must name each product once');
    expect(await refused([])).toBe('items: Your cart is empty');
  });

  it('refuses more than the stock, an unknown product and an item off sale, storing nothing', async () => {
    const refusal = (items: { productId: string; quantity: number }[]) => placeOrder(deps(), buyer, orderRequest(items)).catch((e: Refusal) => e.message);
    expect(await refusal([{ productId: '2', quantity: 4 }])).toBe('items.0.quantity: Product 2 has only 3 left');
    expect(await refusal([{ productId: '4', quantity: 1 }])).toBe('items.0.quantity: Rice is out of stock');
    expect(await refusal([{ productId: '2', quantity: 1 }, { productId: '9', quantity: 1 }])).toBe('items.1.productId: this product is no longer for sale');
    expect(await refusal([{ productId: '3', quantity: 1 }])).toBe('items.0.productId: this product is no longer for sale');
    expect(await ordersStored()).toEqual([]);
  });

  it('holds the units for the order, and lets them go when the order cannot be kept', async () => {
    const all = orderRequest([{ productId: '2', quantity: 3 }]);
    const broken = { collection: () => ({ doc: () => ({ create: () => Promise.reject(new Error('the store is down')) }) }) } as unknown as PlaceOrderDeps['db'];
    await expect(placeOrder(deps({ db: broken }), buyer, all)).rejects.toThrow('the store is down');
    await placeOrder(deps(), buyer, all);
    expect(await placeOrder(deps(), signedIn('buyer-2'), orderRequest([{ productId: '2', quantity: 1 }])).catch((e: Refusal) => e.message)).toBe(
      'items.0.quantity: Product 2 is out of stock',
    );
  });

  it('asks a visitor to sign in', async () => {
    const spec = { schema: PlaceOrderSchema, handler: (req: PlaceOrderRequest) => placeOrder(deps(), buyer, req) };
    const visitor = { uid: null, email: null, emailVerified: false, name: null, picture: null, providerId: 'none' };
    await expect(runCallable(spec, orderRequest([{ productId: '1', quantity: 1 }]), visitor)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Please sign in to continue',
    });
  });
});
