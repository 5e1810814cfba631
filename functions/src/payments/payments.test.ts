import { COLLECTIONS } from '../app/admin';
import { confirmPayment } from '../orders/order-handlers';
import type { OrderRecord } from '../orders/order-record';
import type { PlacedOrder } from 'shared-contracts';
import { placeOrder } from '../orders/place-order';
import { resumePayment } from '../orders/resume-payment';
import { Refusal } from '../http/refusal';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { orderRequest, pricesOf, product } from '../testing/order-fixtures';
import { startPaystackStub } from '../testing/paystack-stub';
import type { VerifyCharge } from './charge';
import { paystackSignature } from './paystack-signature';
import { paystackVerifier } from './paystack-verify';
import { handlePaystackWebhook } from './paystack-webhook';
import { recordSandboxCharge, sandboxVerifier } from './sandbox-charges';

const SECRET = 'sk_test_local_only';
let fs: TestFirestore;
let paystack: Awaited<ReturnType<typeof startPaystackStub>>;
beforeAll(async () => {
  fs = await startTestFirestore();
  paystack = await startPaystackStub(SECRET);
});
afterAll(async () => {
  await fs.stop();
  await paystack.stop();
});
afterEach(() => {
  fs.clear();
  paystack.transactions.clear();
});

let clock = Date.UTC(2026, 10, 23, 12, 0, 0);
const buyer = signedIn('buyer-1');
const base = () => ({ db: fs.db, now: () => clock });
const place = (provider: OrderRecord['provider'] = 'sandbox', ttl = 3_600_000): Promise<PlacedOrder> =>
  placeOrder({ ...base(), priceOf: pricesOf(product('1', 10_000)), provider, unpaidOrderTtlMs: ttl }, buyer, orderRequest([{ productId: '1', quantity: 1 }]));
const stored = async (id: string) => (await fs.db.collection(COLLECTIONS.orders).doc(id).get()).data() as OrderRecord;
const confirm = (orderId: string, verify: VerifyCharge, caller = buyer) => confirmPayment({ ...base(), verify }, caller, orderId);
const reason = (p: Promise<unknown>) => p.then(() => 'settled', (e: Refusal) => e.message);

describe('the sandbox provider', () => {
  it('pays an order only after its Pay recorded a charge of the order amount', async () => {
    const order = await place();
    expect(await reason(confirm(order.orderId, sandboxVerifier(base())))).toBe('Payment not verified: no payment was found for this order');
    expect((await stored(order.orderId)).status).toBe('awaiting-payment');

    await recordSandboxCharge(base(), buyer, { reference: order.reference, outcome: 'success' });
    expect(await confirm(order.orderId, sandboxVerifier(base()))).toEqual({ status: 'paid', paidNow: true });
    const paid = await stored(order.orderId);
    expect(paid.status).toBe('paid');
    expect(paid.history.map((h) => [h.status, h.by])).toEqual([['awaiting-payment', 'buyer-1'], ['paid', 'payment']]);
  });

  it('leaves a declined order unpaid, and it can still be paid later', async () => {
    const order = await place();
    await recordSandboxCharge(base(), buyer, { reference: order.reference, outcome: 'failed' });
    expect(await reason(confirm(order.orderId, sandboxVerifier(base())))).toBe('Payment not verified: the payment did not go through (failed)');
    expect((await stored(order.orderId)).status).toBe('awaiting-payment');
    await recordSandboxCharge(base(), buyer, { reference: order.reference, outcome: 'success' });
    expect((await confirm(order.orderId, sandboxVerifier(base()))).status).toBe('paid');
  });

  it("refuses another shopper's order, a paid order and an expired one", async () => {
    const order = await place('sandbox', 1_000);
    const other = signedIn('buyer-2');
    expect(await reason(recordSandboxCharge(base(), other, { reference: order.reference, outcome: 'success' }))).toBe('No such order');
    expect(await reason(confirm(order.orderId, sandboxVerifier(base()), other))).toBe('No such order');
    clock += 1_000;
    expect(await reason(recordSandboxCharge(base(), buyer, { reference: order.reference, outcome: 'success' }))).toBe(
      'This order expired before it was paid. Please order again.',
    );
    clock -= 1_000;
    await recordSandboxCharge(base(), buyer, { reference: order.reference, outcome: 'success' });
    await confirm(order.orderId, sandboxVerifier(base()));
    expect(await reason(recordSandboxCharge(base(), buyer, { reference: order.reference, outcome: 'success' }))).toBe('This order is not awaiting payment');
  });
});

describe('paying once', () => {
  it('pays once when confirmed twice, and twice at the same time', async () => {
    const order = await place();
    await recordSandboxCharge(base(), buyer, { reference: order.reference, outcome: 'success' });
    const results = await Promise.allSettled([
      confirm(order.orderId, sandboxVerifier(base())),
      confirm(order.orderId, sandboxVerifier(base())),
    ]);
    const again = await confirm(order.orderId, sandboxVerifier(base()));
    const paidNow = results.filter((r) => r.status === 'fulfilled' && r.value.paidNow);
    expect(paidNow).toHaveLength(1);
    expect(again).toEqual({ status: 'paid', paidNow: false });
    expect((await stored(order.orderId)).history.filter((h) => h.status === 'paid')).toHaveLength(1);
    const refs = await fs.db.collection(COLLECTIONS.paymentReferences).get();
    expect(refs.docs.map((d) => d.id)).toEqual([order.reference]);
  });

  it('refuses a charge of another amount or currency', async () => {
    const order = await place();
    const verify = (amount: number, currency = 'NGN'): VerifyCharge => async (reference) => ({ reference, status: 'success', amount, currency });
    expect(await reason(confirm(order.orderId, verify(order.amountKobo - 100)))).toBe('Payment not verified: the amount paid is not the order total');
    expect(await reason(confirm(order.orderId, verify(order.amountKobo, 'USD')))).toBe('Payment not verified: the payment was in USD, not NGN');
    expect((await stored(order.orderId)).status).toBe('awaiting-payment');
  });
});

describe('Complete payment (a new attempt at an unpaid order)', () => {
  const resume = (orderId: string, verify: VerifyCharge = sandboxVerifier(base()), caller = buyer) => resumePayment({ ...base(), verify }, caller, orderId);

  it('gives a declined order a new reference for the same amount, and that attempt pays it', async () => {
    const order = await place();
    await recordSandboxCharge(base(), buyer, { reference: order.reference, outcome: 'failed' });
    clock += 60_000;
    const again = await resume(order.orderId);
    expect(again).toMatchObject({ status: 'awaiting-payment', orderId: order.orderId, amountKobo: order.amountKobo, total: order.total, email: 'ada@example.com', firstName: 'Ada', lastName: 'Obi' });
    if (again.status !== 'awaiting-payment') throw new Error('not resumed');
    expect(again.reference).not.toBe(order.reference);

    await recordSandboxCharge(base(), buyer, { reference: again.reference, outcome: 'success' });
    expect(await confirm(order.orderId, sandboxVerifier(base()))).toEqual({ status: 'paid', paidNow: true });
    const paid = await stored(order.orderId);
    expect(paid.reference).toBe(again.reference);
    expect(paid.references).toEqual([order.reference, again.reference]);
    expect((await fs.db.collection(COLLECTIONS.paymentReferences).get()).docs.map((d) => d.id)).toEqual([again.reference]);
  });

  it('settles instead when the last attempt was paid after all, so nobody pays twice', async () => {
    const order = await place();
    await recordSandboxCharge(base(), buyer, { reference: order.reference, outcome: 'success' });
    expect(await resume(order.orderId)).toEqual({ status: 'paid', orderId: order.orderId, total: order.total, reference: order.reference });
    expect((await stored(order.orderId)).references).toEqual([order.reference]);
  });

  it("refuses a paid order, an expired one and another shopper's, and changes none of them", async () => {
    const order = await place('sandbox', 1_000);
    expect(await reason(resume(order.orderId, sandboxVerifier(base()), signedIn('buyer-2')))).toBe('No such order');
    clock += 1_000;
    expect(await reason(resume(order.orderId))).toBe('This order expired before it was paid. Please order again.');
    expect((await stored(order.orderId)).references).toEqual([order.reference]);
    const other = await place();
    await recordSandboxCharge(base(), buyer, { reference: other.reference, outcome: 'success' });
    await confirm(other.orderId, sandboxVerifier(base()));
    expect(await reason(resume(other.orderId))).toBe('This order is already paid.');
  });

  it('lets a Paystack charge of an earlier attempt, told by the webhook, pay the order once', async () => {
    const order = await place('paystack');
    const again = await resume(order.orderId, paystackVerifier({ apiUrl: paystack.url, secretKey: SECRET }));
    expect(again.status).toBe('awaiting-payment');
    const rawBody = Buffer.from(JSON.stringify({ event: 'charge.success', data: { reference: order.reference, status: 'success', amount: order.amountKobo, currency: 'NGN' } }));
    const answer = await handlePaystackWebhook({ ...base(), secretKey: SECRET }, { rawBody, signature: paystackSignature(rawBody, SECRET) });
    expect(answer).toEqual({ status: 200, body: 'paid' });
    expect((await stored(order.orderId)).reference).toBe(order.reference);
  });
});

describe('Paystack verification', () => {
  const verifier = (secretKey = SECRET) => paystackVerifier({ apiUrl: paystack.url, secretKey });

  it('pays an order Paystack verifies as a success of its amount in NGN, asking with the secret key', async () => {
    const order = await place('paystack');
    paystack.transactions.set(order.reference, { reference: order.reference, status: 'success', amount: order.amountKobo, currency: 'NGN' });
    expect((await confirm(order.orderId, verifier())).status).toBe('paid');
    expect(paystack.requests.at(-1)).toEqual({ path: `/transaction/verify/${order.reference}`, authorization: `Bearer ${SECRET}` });
  });

  it('leaves the order unpaid when Paystack knows no charge, reports a failure, or an amount differs', async () => {
    const order = await place('paystack');
    expect(await reason(confirm(order.orderId, verifier()))).toBe('Payment not verified: no payment was found for this order');
    paystack.transactions.set(order.reference, { reference: order.reference, status: 'failed', amount: order.amountKobo, currency: 'NGN' });
    expect(await reason(confirm(order.orderId, verifier()))).toBe('Payment not verified: the payment did not go through (failed)');
    paystack.transactions.set(order.reference, { reference: order.reference, status: 'success', amount: 100, currency: 'NGN' });
    expect(await reason(confirm(order.orderId, verifier()))).toBe('Payment not verified: the amount paid is not the order total');
    expect((await stored(order.orderId)).status).toBe('awaiting-payment');
  });

  it('says the provider could not be reached when the key is refused, and changes nothing', async () => {
    const order = await place('paystack');
    await expect(confirm(order.orderId, verifier('sk_wrong'))).rejects.toMatchObject({ code: 'unavailable' });
    expect((await stored(order.orderId)).status).toBe('awaiting-payment');
  });
});

describe('the charge.success webhook', () => {
  const deliver = (body: object, signature?: string) => {
    const rawBody = Buffer.from(JSON.stringify(body));
    return handlePaystackWebhook({ ...base(), secretKey: SECRET }, { rawBody, signature: signature ?? paystackSignature(rawBody, SECRET) });
  };
  const event = (order: PlacedOrder, data: object = {}) => ({
    event: 'charge.success',
    data: { reference: order.reference, status: 'success', amount: order.amountKobo, currency: 'NGN', ...data },
  });

  it('refuses a body signed with another key, or not signed, and leaves the order unpaid', async () => {
    const order = await place('paystack');
    const body = event(order);
    const forged = paystackSignature(Buffer.from(JSON.stringify(body)), 'sk_attacker');
    expect(await deliver(body, forged)).toEqual({ status: 401, body: 'invalid signature' });
    expect(await deliver(body, '')).toEqual({ status: 401, body: 'invalid signature' });
    expect((await stored(order.orderId)).status).toBe('awaiting-payment');
  });

  it('pays the order of a signed charge.success once, however often it is delivered, racing the confirm', async () => {
    const order = await place('paystack');
    paystack.transactions.set(order.reference, { reference: order.reference, status: 'success', amount: order.amountKobo, currency: 'NGN' });
    const [first, confirmed, second] = await Promise.all([
      deliver(event(order)),
      confirm(order.orderId, paystackVerifier({ apiUrl: paystack.url, secretKey: SECRET })).catch(() => null),
      deliver(event(order)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(confirmed?.status ?? 'paid').toBe('paid');
    const paid = await stored(order.orderId);
    expect(paid.status).toBe('paid');
    expect(paid.history.filter((h) => h.status === 'paid')).toHaveLength(1);
  });

  it('acknowledges a charge of the wrong amount without paying, and ignores other events and references', async () => {
    const order = await place('paystack');
    expect((await deliver(event(order, { amount: 1 }))).body).toBe('Payment not verified: the amount paid is not the order total');
    expect(await deliver({ event: 'transfer.success', data: { reference: order.reference } })).toEqual({ status: 200, body: 'ignored' });
    expect(await deliver(event({ ...order, reference: 'SHOP-UNKNOWN' }))).toEqual({ status: 200, body: 'unknown reference' });
    expect((await stored(order.orderId)).status).toBe('awaiting-payment');
  });
});
