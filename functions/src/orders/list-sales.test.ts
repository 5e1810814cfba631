import { COLLECTIONS } from '../app/admin';
import { recordSandboxCharge } from '../payments/sandbox-charges';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { orderRequest, paymentDeps, product } from '../testing/order-fixtures';
import { useTestStock } from '../testing/test-stock';
import { listSales } from './list-sales';
import { confirmPayment } from './order-handlers';
import { placeOrder } from './place-order';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
afterEach(() => fs.clear());

let clock = Date.UTC(2026, 10, 23, 12, 0, 0);
const deps = () => ({ db: fs.db, now: () => clock++ });
const buyer = signedIn('buyer-1');
const stock = useTestStock(
  product('listing-a', 18_500, { name: 'Adire pillow', sellerId: 'seller-a' }),
  product('listing-b', 9_000, { name: 'Kente stole', sellerId: 'seller-b' }),
);
const place = (items: { productId: string; quantity: number }[]) =>
  placeOrder({ ...deps(), stock, provider: 'sandbox', unpaidOrderTtlMs: 60_000 }, buyer, orderRequest(items));

describe('listSales', () => {
  it("shows a seller each paid order of their items: only their lines and total, the buyer's first name and city", async () => {
    const paid = await place([{ productId: 'listing-a', quantity: 2 }, { productId: 'listing-b', quantity: 1 }]);
    await recordSandboxCharge({ ...deps(), stock }, buyer, { reference: paid.reference, outcome: 'success' });
    await confirmPayment(paymentDeps(deps(), stock), buyer, paid.orderId);
    await place([{ productId: 'listing-a', quantity: 1 }]); // never paid: no sale

    expect(await listSales(deps(), signedIn('seller-a'))).toEqual([
      {
        id: paid.orderId,
        item: 'Adire pillow × 2',
        status: 'paid',
        price: 37_000,
        date: expect.any(String),
        buyer: { firstName: 'Ada', city: 'Ikeja' },
        // Shared with another seller: each seals their own part.
        actions: ['seal'],
      },
    ]);
    expect((await listSales(deps(), signedIn('seller-b')))[0]).toMatchObject({ item: 'Kente stole', price: 9_000 });
    expect(await listSales(deps(), signedIn('seller-c'))).toEqual([]);
    expect((await fs.db.collection(COLLECTIONS.orders).get()).size).toBe(2);
  });
});
