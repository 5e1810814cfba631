import { COLLECTIONS } from '../app/admin';
import { createAccount, listNotifications } from '../accounts/account-handlers';
import { advanceOrder } from '../orders/advance-order';
import type { OrderRecord } from '../orders/order-record';
import { signedIn } from '../testing/callers';
import { courierStub } from '../testing/courier-stub';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { paidOrder, product } from '../testing/order-fixtures';
import { useTestStock } from '../testing/test-stock';
import { COURIER_SIGNATURE_TOLERANCE_MS } from './courier-signature';
import { handleCourierWebhook } from './courier-webhook';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
afterEach(() => fs.clear());

const SECRET = 'courier-shared-secret';
let clock = Date.UTC(2026, 10, 23, 12, 0, 0);
const deps = () => ({ db: fs.db, now: () => clock });
const buyer = signedIn('buyer-1');
const seller = signedIn('seller-a');
const stock = useTestStock(product('listing-a', 18_500, { sellerId: 'seller-a' }), product('listing-b', 9_000, { sellerId: 'seller-b' }));
const courier = courierStub(SECRET, () => clock);
const send = (request: { rawBody: Buffer; signature: string }) => handleCourierWebhook({ ...deps(), secret: SECRET }, request);
const stored = async (id: string) => (await fs.db.collection(COLLECTIONS.orders).doc(id).get()).data() as OrderRecord;

/** A paid order the seller sealed and dispatched with this tracking number. */
async function dispatched(trackingNumber: string) {
  const id = await paidOrder(deps(), buyer, stock, ['listing-a']);
  await advanceOrder(deps(), seller, { orderId: id, action: 'seal', expectedStatus: 'paid' });
  await advanceOrder(deps(), seller, { orderId: id, action: 'dispatch', expectedStatus: 'sealed', courier: 'Kwik', trackingNumber });
  return id;
}

describe('the courier webhook', () => {
  it('marks the dispatched order of a signed delivery report arrived, as the courier, and tells the buyer', async () => {
    await createAccount(deps(), buyer);
    const id = await dispatched('KWK-1');
    clock += 60_000;
    expect(await send(courier.delivered('KWK-1'))).toEqual({ status: 200, body: 'arrived' });
    const order = await stored(id);
    expect(order).toMatchObject({ status: 'arrived', arrivedAt: clock });
    expect(order.history.at(-1)).toEqual({ status: 'arrived', by: 'courier', at: clock });
    expect((await listNotifications(deps(), buyer))[0]).toMatchObject({ title: 'Order arrived', actionUrl: '/orders/arrived' });
    // The courier retries: acknowledged, nothing changes.
    expect(await send(courier.delivered('KWK-1'))).toEqual({ status: 200, body: 'already arrived' });
    expect((await stored(id)).history).toHaveLength(order.history.length);
  });

  it('refuses a forged, tampered, stale or unsigned report, changing nothing', async () => {
    const id = await dispatched('KWK-2');
    const report = courier.delivered('KWK-2');
    expect(await send(courier.forge('KWK-2'))).toEqual({ status: 401, body: 'invalid signature' });
    expect(await send({ ...report, rawBody: Buffer.from(report.rawBody.toString().replace('KWK-2', 'KWK-3')) })).toMatchObject({ status: 401 });
    expect(await send(courier.delivered('KWK-2', clock - COURIER_SIGNATURE_TOLERANCE_MS - 1))).toMatchObject({ status: 401 });
    expect(await send({ rawBody: report.rawBody, signature: '' })).toMatchObject({ status: 401 });
    expect((await stored(id)).status).toBe('dispatched');
  });

  it('acknowledges what retrying cannot change: an unknown number, an order not yet dispatched, another event', async () => {
    expect(await send(courier.delivered('NOPE-1'))).toEqual({ status: 200, body: 'unknown tracking number' });
    expect(await send(courier.report({ event: 'picked-up', trackingNumber: 'KWK-4' }))).toEqual({ status: 200, body: 'ignored' });
    const id = await dispatched('KWK-4');
    await advanceOrder(deps(), seller, { orderId: id, action: 'arrive', expectedStatus: 'dispatched' });
    expect(await send(courier.delivered('KWK-4'))).toEqual({ status: 200, body: 'already arrived' });
  });

  it("marks only the part shipped under its number arrived, on an order of several sellers", async () => {
    const id = await paidOrder(deps(), buyer, stock, ['listing-a', 'listing-b']);
    for (const [who, number] of [
      [seller, 'KWK-A'],
      [signedIn('seller-b'), 'KWK-B'],
    ] as const) {
      await advanceOrder(deps(), who, { orderId: id, action: 'seal', expectedStatus: 'paid' });
      await advanceOrder(deps(), who, { orderId: id, action: 'dispatch', expectedStatus: 'sealed', courier: 'Kwik', trackingNumber: number });
    }
    expect(await send(courier.delivered('KWK-B'))).toEqual({ status: 200, body: 'arrived' });
    expect(await stored(id)).toMatchObject({ status: 'dispatched', parts: { 'seller-a': { status: 'dispatched' }, 'seller-b': { status: 'arrived' } } });
    expect(await send(courier.delivered('KWK-A'))).toEqual({ status: 200, body: 'arrived' });
    expect((await stored(id)).status).toBe('arrived');
  });
});
