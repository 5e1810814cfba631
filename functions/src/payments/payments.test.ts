import { COLLECTIONS } from '../app/admin';
import { confirmPayment } from '../orders/order-handlers';
import type { OrderRecord } from '../orders/order-record';
import type { PlacedOrder } from 'shared-contracts';
import { placeOrder } from '../orders/place-order';
import { resumePayment } from '../orders/resume-payment';
import { cancelPayment } from '../orders/cancel-payment';
import { Refusal } from '../http/refusal';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { orderRequest, product } from '../testing/order-fixtures';
import { useTestStock } from '../testing/test-stock';
import { startPaystackStub } from '../testing/paystack-stub';
import type { VerifyCharge } from './charge';
import { paystackSignature } from './paystack-signature';
import { paystackVerifier } from './paystack-verify';
import { handlePaystackWebhook } from '../orders/paystack-webhook';
import { paystackRefunder } from './refund';
import { recordSandboxCharge, sandboxRefunder, sandboxVerifier } from './sandbox-charges';

const SECRET = 'sk_test_local_only';
const stock = useTestStock(product('1', 10_000), product('9', 25_000, { stock: 1, name: 'Adire pillow' }));
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
const base = () => ({ db: fs.db, now: () => clock, stock });
/** What settling needs: the sandbox's refunds, or Paystack's. */
const settling = (provider: OrderRecord['provider'] = 'sandbox') => ({
  ...base(),
  refund: provider === 'paystack' ? paystackRefunder({ apiUrl: paystack.url, secretKey: SECRET }) : sandboxRefunder(base()),
});
const place = (provider: OrderRecord['provider'] = 'sandbox', ttl = 3_600_000, productId = '1', caller = buyer): Promise<PlacedOrder> =>
  placeOrder({ ...base(), provider, unpaidOrderTtlMs: ttl }, caller, orderRequest([{ productId, quantity: 1 }]));
const stored = async (id: string) => (await fs.db.collection(COLLECTIONS.orders).doc(id).get()).data() as OrderRecord;
const confirm = (orderId: string, verify: VerifyCharge, caller = buyer, provider: OrderRecord['provider'] = 'sandbox') =>
  confirmPayment({ ...settling(provider), verify }, caller, orderId);
const reason = (p: Promise<unknown>) => p.then(() => 'settled', (e: Refusal) => e.message);
const resume = (orderId: string, verify: VerifyCharge = sandboxVerifier(base()), caller = buyer) => resumePayment({ ...settling(), verify }, caller, orderId);

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
    const answer = await handlePaystackWebhook({ ...settling('paystack'), secretKey: SECRET }, { rawBody, signature: paystackSignature(rawBody, SECRET) });
    expect(answer).toEqual({ status: 200, body: 'paid' });
    expect((await stored(order.orderId)).reference).toBe(order.reference);
  });
});

describe('stock held for a payment (issue 32)', () => {
  const pay = async (order: PlacedOrder, caller = buyer) => {
    await recordSandboxCharge(base(), caller, { reference: order.reference, outcome: 'success' });
    return confirm(order.orderId, sandboxVerifier(base()), caller);
  };
  const other = signedIn('buyer-2');
  const sandboxCharge = async (reference: string) => (await fs.db.collection(COLLECTIONS.sandboxCharges).doc(reference).get()).data();

  it('refunds a payment that came after its hold lapsed and the last unit sold to another; the buyer is told', async () => {
    await fs.db.collection(COLLECTIONS.accounts).doc('buyer-1').set({ uid: 'buyer-1' });
    const slow = await place('sandbox', 3_600_000, '9');
    await stock.lapse(slow.orderId);
    const quick = await place('sandbox', 3_600_000, '9', other);
    expect(await pay(quick, other)).toEqual({ status: 'paid', paidNow: true });

    const refunded = 'Payment refunded: Adire pillow sold out before your payment arrived';
    expect(await reason(pay(slow))).toBe(refunded);
    expect(await reason(confirm(slow.orderId, sandboxVerifier(base())))).toBe(refunded); // asked again: the same, refunded once
    expect(await stored(slow.orderId)).toMatchObject({ status: 'refunded', history: [{ status: 'awaiting-payment' }, { status: 'refunded', by: 'payment' }] });
    expect(await sandboxCharge(slow.reference)).toMatchObject({ status: 'success', refundedAt: clock });
    expect(await stock.soldOf('9')).toBe(1);
    const inbox = (await fs.db.collection(COLLECTIONS.accounts).doc('buyer-1').collection('inbox').get()).docs.map((d) => d.data());
    expect(inbox).toEqual([
      expect.objectContaining({ title: 'Payment refunded', message: `Adire pillow × 1 sold out before your payment for order ${slow.orderId} arrived. The payment was refunded in full.` }),
    ]);
    expect(await reason(resume(slow.orderId))).toBe(refunded);
  });

  it('sells a lapsed hold when the unit is still there', async () => {
    const slow = await place('sandbox', 3_600_000, '9');
    await stock.lapse(slow.orderId);
    expect(await pay(slow)).toEqual({ status: 'paid', paidNow: true });
    expect(await stock.soldOf('9')).toBe(1);
    expect(await reason(place('sandbox', 3_600_000, '9', other))).toBe('items.0.quantity: Adire pillow is out of stock');
  });

  it('lets a declined order’s unit go to another buyer, and Complete payment then says it sold out', async () => {
    const declined = await place('sandbox', 3_600_000, '9');
    expect(await reason(place('sandbox', 3_600_000, '9', other))).toBe('items.0.quantity: Adire pillow is out of stock');
    await recordSandboxCharge(base(), buyer, { reference: declined.reference, outcome: 'failed' });
    const taken = await place('sandbox', 3_600_000, '9', other);
    expect(await reason(resume(declined.orderId))).toBe('This order can no longer be paid: Adire pillow sold out meanwhile.');
    await pay(taken, other);
    expect(await stock.soldOf('9')).toBe(1);
  });

  it('lets a closed payment window’s unit go, and counts the order toward no cap; Complete payment holds it again', async () => {
    const closed = await place('sandbox', 3_600_000, '9');
    await cancelPayment(base(), buyer, closed.orderId);
    expect(await reason(cancelPayment(base(), other, closed.orderId))).toBe('No such order');
    const again = await resume(closed.orderId);
    expect(again.status).toBe('awaiting-payment');
    expect(await reason(place('sandbox', 3_600_000, '9', other))).toBe('items.0.quantity: Adire pillow is out of stock');
    await cancelPayment(base(), buyer, closed.orderId);
    expect((await place('sandbox', 3_600_000, '9', other)).amountKobo).toBe(closed.amountKobo);
  });

  it('refunds a Paystack charge told by the webhook once, however often it comes', async () => {
    const slow = await place('paystack', 3_600_000, '9');
    await stock.lapse(slow.orderId);
    await pay(await place('sandbox', 3_600_000, '9', other), other);
    paystack.transactions.set(slow.reference, { reference: slow.reference, status: 'success', amount: slow.amountKobo, currency: 'NGN' });
    const rawBody = Buffer.from(JSON.stringify({ event: 'charge.success', data: { reference: slow.reference, status: 'success', amount: slow.amountKobo, currency: 'NGN' } }));
    const deliver = () => handlePaystackWebhook({ ...settling('paystack'), secretKey: SECRET }, { rawBody, signature: paystackSignature(rawBody, SECRET) });
    const answers = await Promise.all([deliver(), deliver(), confirm(slow.orderId, paystackVerifier({ apiUrl: paystack.url, secretKey: SECRET }), buyer, 'paystack').catch((e: Error) => e.message)]);
    expect(answers.slice(0, 2)).toEqual([
      { status: 200, body: 'Payment refunded: Adire pillow sold out before your payment arrived' },
      { status: 200, body: 'Payment refunded: Adire pillow sold out before your payment arrived' },
    ]);
    expect(paystack.requests.filter((r) => r.path === '/refund')).toHaveLength(1);
    expect(paystack.transactions.get(slow.reference)?.refunded).toBe(true);
    expect((await stored(slow.orderId)).status).toBe('refunded');
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
    return handlePaystackWebhook({ ...settling('paystack'), secretKey: SECRET }, { rawBody, signature: signature ?? paystackSignature(rawBody, SECRET) });
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
