import type { AdvanceOrderRequest } from 'shared-contracts/schemas';
import { RETURN_WINDOW_MS } from 'shared-contracts/core';
import { COLLECTIONS } from '../app/admin';
import { Refusal } from '../http/refusal';
import { signedIn } from '../testing/callers';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { orderRequest, paidOrder as placePaidOrder, paymentDeps, product } from '../testing/order-fixtures';
import { useTestStock } from '../testing/test-stock';
import { createAccount, listNotifications, readAccount } from '../accounts/account-handlers';
import { listProductReviews } from '../reviews/review-handlers';
import { indexReviews } from '../reviews/index-reviews';
import { placeOrder } from './place-order';
import { recordSandboxCharge } from '../payments/sandbox-charges';
import { handleCourierWebhook } from '../courier/courier-webhook';
import { courierStub } from '../testing/courier-stub';
import { advanceOrder } from './advance-order';
import { listSales } from './list-sales';
import { confirmPayment, listOrders } from './order-handlers';
import type { OrderRecord } from './order-record';
import { useCatalogDatabase } from '../testing/catalog-database';

let fs: TestFirestore;
const pool = useCatalogDatabase();
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
afterEach(async () => {
  fs.clear();
  await pool.query('delete from product_reviews');
});

/** What the catalog index has counted of each product's reviews once the outbox has run. */
async function reviewTotals() {
  await indexReviews(pool, fs.db);
  const { rows } = await pool.query<{ id: string; count: number; sum: number }>(
    'select product_id as id, count(*)::int as count, sum(rating)::int as sum from product_reviews group by product_id',
  );
  return Object.fromEntries(rows.map(({ id, count, sum }) => [id, { count, sum }]));
}

let clock = Date.UTC(2026, 10, 23, 12, 0, 0);
const deps = () => ({ db: fs.db, now: () => clock });
const buyer = signedIn('buyer-1');
const seller = signedIn('seller-a');
const stock = useTestStock(
  product('42', 5_000),
  product('listing-a', 18_500, { sellerId: 'seller-a' }),
  product('listing-b', 9_000, { sellerId: 'seller-b' }),
  product('listing-s', 7_000, { sellerId: 'staff-1' }),
);

/** An order of these listings, paid through the sandbox. */
const paidOrder = (productIds = ['listing-a']) => placePaidOrder(deps(), buyer, stock, productIds);

const stored = async (id: string) => (await fs.db.collection(COLLECTIONS.orders).doc(id).get()).data() as OrderRecord;
const step = (who: typeof buyer, orderId: string, request: Omit<AdvanceOrderRequest, 'orderId'>) => advanceOrder(deps(), who, { orderId, ...request });
const refusal = (p: Promise<unknown>) => p.then(() => 'done', (e: Refusal) => e.message);
const DISPATCH = { action: 'dispatch', expectedStatus: 'sealed', courier: 'GIG Logistics', trackingNumber: 'GIG-123456' } as const;

describe('advanceOrder', () => {
  it('moves an order from paid to confirmed, each step by its party, recording who and when', async () => {
    const id = await paidOrder();
    expect(await step(seller, id, { action: 'seal', expectedStatus: 'paid' })).toEqual({ status: 'sealed' });
    clock += 60_000;
    await step(seller, id, DISPATCH);
    clock += 60_000;
    await step(seller, id, { action: 'arrive', expectedStatus: 'dispatched' });
    // The buyer's list shows where it is, since when, how it travels, and what the buyer may do now.
    expect((await listOrders(deps(), buyer))[0]).toMatchObject({
      status: 'arrived',
      courier: 'GIG Logistics',
      trackingNumber: 'GIG-123456',
      actions: ['confirm', 'return'],
      history: [
        { status: 'paid', at: expect.any(Number) },
        { status: 'sealed', at: expect.any(Number) },
        { status: 'dispatched', at: expect.any(Number) },
        { status: 'arrived', at: clock },
      ],
    });
    await step(buyer, id, { action: 'confirm', expectedStatus: 'arrived' });
    expect((await listOrders(deps(), buyer))[0]!.actions).toEqual(['return', 'review']);

    const order = await stored(id);
    expect(order).toMatchObject({ status: 'confirmed', courier: 'GIG Logistics', trackingNumber: 'GIG-123456', arrivedAt: clock });
    expect(order.history.map((h) => [h.status, h.by])).toEqual([
      ['awaiting-payment', 'buyer-1'],
      ['paid', 'payment'],
      ['sealed', 'seller-a'],
      ['dispatched', 'seller-a'],
      ['arrived', 'seller-a'],
      ['confirmed', 'buyer-1'],
    ]);
  });

  it('refuses the wrong party, a skipped, repeated or stale step, a stranger, and a dispatch without tracking, changing nothing', async () => {
    const id = await paidOrder();
    const before = await stored(id);
    expect(await refusal(step(buyer, id, { action: 'seal', expectedStatus: 'paid' }))).toBe('Only the seller can mark an order sealed.');
    expect(await refusal(step(seller, id, { ...DISPATCH, expectedStatus: 'paid' }))).toBe('This order is paid: only a sealed order can be dispatched.');
    expect(await refusal(step(signedIn('seller-b'), id, { action: 'seal', expectedStatus: 'paid' }))).toBe('No such order');
    expect(await stored(id)).toEqual(before);

    await step(seller, id, { action: 'seal', expectedStatus: 'paid' });
    expect(await refusal(step(seller, id, { action: 'seal', expectedStatus: 'paid' }))).toBe('This order has changed: it is sealed now. Reload to see it.');
    expect(await refusal(step(seller, id, { action: 'seal', expectedStatus: 'sealed' }))).toBe('This order is already sealed.');
    const { trackingNumber: _, ...untracked } = DISPATCH;
    expect(await refusal(step(seller, id, untracked))).toBe('trackingNumber: is required to dispatch');
    expect((await stored(id)).history).toHaveLength(3);
    expect((await stored(id)).status).toBe('sealed');
  });

  it("lets a seller of part of an order move only their part, and nobody else's order", async () => {
    const id = await paidOrder(['listing-a', 'listing-b']);
    await step(seller, id, { action: 'seal', expectedStatus: 'paid' });
    expect(await stored(id)).toMatchObject({ status: 'paid', parts: { 'seller-a': { status: 'sealed' }, 'seller-b': { status: 'paid' } } });
    expect(await refusal(step(signedIn('seller-c'), id, { action: 'seal', expectedStatus: 'paid' }))).toBe('No such order');
    expect(await refusal(step(seller, id, { action: 'dispatch', expectedStatus: 'paid', courier: 'GIG', trackingNumber: 'G-1' }))).toBe(
      'This order has changed: it is sealed now. Reload to see it.',
    );
  });

  it('ends two racing steps from the same state with exactly one winner', async () => {
    const id = await paidOrder();
    const results = await Promise.allSettled([
      step(seller, id, { action: 'seal', expectedStatus: 'paid' }),
      step(seller, id, { action: 'seal', expectedStatus: 'paid' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const order = await stored(id);
    expect(order.history.filter((h) => h.status === 'sealed')).toHaveLength(1);
  });

  it('takes a return with its reason within 7 days of arrival, and not later', async () => {
    const late = await paidOrder();
    const soon = await paidOrder();
    for (const id of [late, soon]) {
      await step(seller, id, { action: 'seal', expectedStatus: 'paid' });
      await step(seller, id, DISPATCH);
      await step(seller, id, { action: 'arrive', expectedStatus: 'dispatched' });
    }
    expect(await refusal(step(buyer, soon, { action: 'return', expectedStatus: 'arrived' }))).toBe('reason: is required to return an item');
    await step(buyer, soon, { action: 'return', expectedStatus: 'arrived', reason: 'Wrong size' });
    expect(await stored(soon)).toMatchObject({ status: 'returned', returnReason: 'Wrong size' });

    clock += RETURN_WINDOW_MS + 1;
    expect(await refusal(step(buyer, late, { action: 'return', expectedStatus: 'arrived', reason: 'Too late' }))).toBe(
      'Returns close 7 days after the order arrived.',
    );
    expect((await stored(late)).status).toBe('arrived');
  });
});

describe('advanceOrder: reviews', () => {
  /** An order of these listings the buyer has confirmed. */
  async function confirmedOrder(productIds: string[]) {
    const id = await paidOrder(productIds);
    for (const [who, request] of [
      [seller, { action: 'seal', expectedStatus: 'paid' }],
      [seller, DISPATCH],
      [seller, { action: 'arrive', expectedStatus: 'dispatched' }],
      [buyer, { action: 'confirm', expectedStatus: 'arrived' }],
    ] as const) {
      await step(who, id, request);
    }
    return id;
  }

  it('stores the review once per line: on the product, in its totals and in the buyer\'s My Reviews', async () => {
    await createAccount(deps(), buyer);
    const id = await confirmedOrder(['listing-a']);
    const other = await confirmedOrder(['listing-a']);
    expect((await listOrders(deps(), buyer)).find((o) => o.id === id)!.actions).toEqual(['return', 'review']);

    await step(buyer, id, { action: 'review', expectedStatus: 'confirmed', rating: 4, comment: 'Fits well' });
    clock += 60_000;
    await step(buyer, other, { action: 'review', expectedStatus: 'confirmed', rating: 2, comment: 'Faded after a wash' });

    expect(await reviewTotals()).toEqual({ 'listing-a': { count: 2, sum: 6 } });
    // Newest first, under the buyer's first name and initial, never their uid or order.
    expect(await listProductReviews(deps(), 'listing-a')).toEqual([
      { rating: 2, comment: 'Faded after a wash', reviewerName: 'Ada O.', date: new Date(clock).toISOString() },
      { rating: 4, comment: 'Fits well', reviewerName: 'Ada O.', date: new Date(clock - 60_000).toISOString() },
    ]);
    expect(await listProductReviews(deps(), 'listing-b')).toEqual([]);
    expect((await readAccount(deps(), buyer))!.reviews.map((r) => [r.item, r.rating, r.comment])).toEqual([
      ['Product listing-a', 4, 'Fits well'],
      ['Product listing-a', 2, 'Faded after a wash'],
    ]);
    const order = (await listOrders(deps(), buyer)).find((o) => o.id === id)!;
    expect(order).toMatchObject({ status: 'reviewed', review: { rating: 4, comment: 'Fits well' }, actions: [] });
  });

  it('refuses a review without stars or a comment, a second review, and a review by anyone but the buyer', async () => {
    const id = await confirmedOrder(['listing-a']);
    expect(await refusal(step(buyer, id, { action: 'review', expectedStatus: 'confirmed', comment: 'No stars' }))).toBe('rating: is required to review');
    expect(await refusal(step(buyer, id, { action: 'review', expectedStatus: 'confirmed', rating: 5 }))).toBe('comment: is required to review');
    expect(await refusal(step(seller, id, { action: 'review', expectedStatus: 'confirmed', rating: 5, comment: 'Mine is great' }))).toBe(
      'Only the buyer can mark an order reviewed.',
    );
    await step(buyer, id, { action: 'review', expectedStatus: 'confirmed', rating: 5, comment: 'Great' });
    expect(await refusal(step(buyer, id, { action: 'review', expectedStatus: 'reviewed', rating: 1, comment: 'Changed my mind' }))).toBe(
      'This order is already reviewed.',
    );
    expect(await reviewTotals()).toEqual({ 'listing-a': { count: 1, sum: 5 } });
  });
});

describe('advanceOrder: notifications of each step', () => {
  const titles = async (who: typeof buyer) => (await listNotifications(deps(), who)).map((n) => [n.title, n.message, n.actionUrl]);

  it('tells the buyer of sealed, dispatched and arrived, and the seller of paid, confirmed and reviewed, each once', async () => {
    await createAccount(deps(), buyer);
    await createAccount(deps(), seller);
    const id = await paidOrder();
    expect(await titles(seller)).toEqual([['New sale', `Order ${id} is paid: Product listing-a × 1. Seal it once it is packed.`, '/account']]);
    // Delivered once: the next read has it still, and no second copy; the account read never shows the inbox.
    expect(await titles(seller)).toHaveLength(1);
    expect(await readAccount(deps(), seller)).not.toHaveProperty('inbox');

    await step(seller, id, { action: 'seal', expectedStatus: 'paid' });
    await step(seller, id, DISPATCH);
    await step(seller, id, { action: 'arrive', expectedStatus: 'dispatched' });
    expect(await titles(buyer)).toEqual([
      ['Order arrived', `Your order ${id} has arrived. Confirm receipt, or return it within 7 days.`, '/orders/arrived'],
      ['Order dispatched', `Your order ${id} is on its way with GIG Logistics, tracking number GIG-123456.`, '/orders/dispatched'],
      ['Order sealed', `Your order ${id} is packed and sealed for dispatch.`, '/orders/sealed'],
    ]);
    await step(buyer, id, { action: 'confirm', expectedStatus: 'arrived' });
    await step(buyer, id, { action: 'review', expectedStatus: 'confirmed', rating: 5, comment: 'Great' });
    expect((await titles(seller)).map(([title, message]) => `${title}: ${message}`)).toEqual([
      `New review: Order ${id} was reviewed: 5 out of 5.`,
      `Order received: The buyer confirmed receipt of order ${id}.`,
      `New sale: Order ${id} is paid: Product listing-a × 1. Seal it once it is packed.`,
    ]);
    expect(await titles(buyer)).toHaveLength(3);
  });

  it('tells the seller of a return and why', async () => {
    await createAccount(deps(), seller);
    const id = await paidOrder();
    await step(seller, id, { action: 'seal', expectedStatus: 'paid' });
    await step(seller, id, DISPATCH);
    await step(seller, id, { action: 'arrive', expectedStatus: 'dispatched' });
    await step(buyer, id, { action: 'return', expectedStatus: 'arrived', reason: 'Wrong size' });
    expect((await listNotifications(deps(), seller))[0]).toMatchObject({
      type: 'warning',
      title: 'Order returned',
      message: `The buyer is returning order ${id}: Wrong size`,
      isRead: false,
      actionText: 'View order',
    });
    expect((await listSales(deps(), seller))[0]).toMatchObject({ status: 'returned', returnReason: 'Wrong size', actions: [] });
  });
});

describe("advanceOrder: the shop's staff act for the catalog's own products", () => {
  const staff = signedIn('staff-1', 'Staff@Shop.test');
  const withStaff = () => ({ ...deps(), staffEmails: ['staff@shop.test'] });

  it('lists and moves an order of catalog products, by verified email only', async () => {
    const id = await paidOrder(['42']);
    expect(await listSales(withStaff(), staff)).toMatchObject([{ id, item: 'Product 42', price: 5_000, actions: ['seal'] }]);
    expect(await listSales(deps(), staff)).toEqual([]);
    const unverified = { ...staff, emailVerified: false };
    expect(await refusal(advanceOrder(withStaff(), unverified, { orderId: id, action: 'seal', expectedStatus: 'paid' }))).toBe('No such order');
    expect(await refusal(step(seller, id, { action: 'seal', expectedStatus: 'paid' }))).toBe('No such order');
    await advanceOrder(withStaff(), staff, { orderId: id, action: 'seal', expectedStatus: 'paid' });
    expect((await stored(id)).history.at(-1)).toMatchObject({ status: 'sealed', by: 'staff-1' });
  });

});

describe('advanceOrder: an order of several sellers ships in parts', () => {
  const staff = signedIn('staff-1', 'staff@shop.test');
  const withStaff = () => ({ ...deps(), staffEmails: ['staff@shop.test'] });
  const sale = async (who: typeof buyer, d = deps()) => (await listSales(d, who))[0];

  it("moves each seller's part on its own; the order follows the slowest, and the buyer hears of each part", async () => {
    await createAccount(deps(), buyer);
    const id = await paidOrder(['42', 'listing-a']);
    expect(await sale(staff, withStaff())).toMatchObject({ id, item: 'Product 42', status: 'paid', actions: ['seal'] });
    expect(await sale(seller)).toMatchObject({ id, item: 'Product listing-a', status: 'paid', actions: ['seal'] });

    await step(seller, id, { action: 'seal', expectedStatus: 'paid' });
    expect(await sale(seller)).toMatchObject({ status: 'sealed', actions: ['dispatch'] });
    expect((await stored(id)).status).toBe('paid');
    // The seller's own part cannot be sealed twice; the staff's is still to seal.
    expect(await refusal(step(seller, id, { action: 'seal', expectedStatus: 'sealed' }))).toBe('This order is already sealed.');
    await advanceOrder(withStaff(), staff, { orderId: id, action: 'seal', expectedStatus: 'paid' });
    expect((await stored(id)).status).toBe('sealed');

    await step(seller, id, DISPATCH);
    await advanceOrder(withStaff(), staff, { orderId: id, action: 'dispatch', expectedStatus: 'sealed', courier: 'Kwik', trackingNumber: 'KWK-9' });
    expect(await stored(id)).toMatchObject({ status: 'dispatched', trackingNumber: 'KWK-9, GIG-123456', courier: 'Kwik, GIG Logistics' });
    expect(await sale(seller)).toMatchObject({ status: 'dispatched', courier: 'GIG Logistics', trackingNumber: 'GIG-123456', actions: ['arrive'] });

    await step(seller, id, { action: 'arrive', expectedStatus: 'dispatched' });
    expect((await stored(id)).status).toBe('dispatched');
    clock += 60_000;
    await advanceOrder(withStaff(), staff, { orderId: id, action: 'arrive', expectedStatus: 'dispatched' });
    const order = await stored(id);
    expect(order).toMatchObject({ status: 'arrived', arrivedAt: clock });
    expect(order.history.map((h) => h.status)).toEqual(['awaiting-payment', 'paid', 'sealed', 'dispatched', 'arrived']);
    expect((await listNotifications(deps(), buyer)).map((n) => n.message)).toEqual([
      `Your order ${id} has arrived. Confirm receipt, or return it within 7 days.`,
      `Part of your order ${id} (Product listing-a × 1) has arrived.`,
      `Part of your order ${id} (Product 42 × 1) is on its way with Kwik, tracking number KWK-9.`,
      `Part of your order ${id} (Product listing-a × 1) is on its way with GIG Logistics, tracking number GIG-123456.`,
      `Part of your order ${id} (Product 42 × 1) is packed and sealed for dispatch.`,
      `Part of your order ${id} (Product listing-a × 1) is packed and sealed for dispatch.`,
    ]);
    await step(buyer, id, { action: 'confirm', expectedStatus: 'arrived' });
    expect(await sale(seller)).toMatchObject({ status: 'confirmed', actions: [] });
  });
});

describe('advanceOrder: only a paid order ships (issue 32)', () => {
  const accomplice = signedIn('seller-b');
  const withStaff = () => ({ ...deps(), staffEmails: ['staff-1@example.com', 'staff-2@example.com'] });
  const staffStep = (who: string, orderId: string, request: Omit<AdvanceOrderRequest, 'orderId'>) =>
    advanceOrder(withStaff(), signedIn(who), { orderId, ...request });

  /** An order of these listings placed by the buyer, not paid. */
  async function unpaidOrder(productIds: string[]) {
    const request = orderRequest(productIds.map((productId) => ({ productId, quantity: 1 })));
    return placeOrder({ ...deps(), stock, provider: 'sandbox', unpaidOrderTtlMs: 60_000 }, buyer, request);
  }

  it("refuses a seller's step on their part of an unpaid shared order: the order and the other seller's part stay unpaid", async () => {
    const { orderId: id, reference } = await unpaidOrder(['listing-a', 'listing-b']);
    const before = await stored(id);
    expect(await refusal(step(accomplice, id, { action: 'seal', expectedStatus: 'paid' }))).toBe(
      'This order is awaiting-payment: only a paid order can be sealed.',
    );
    expect(await refusal(step(accomplice, id, { ...DISPATCH, trackingNumber: 'GIG-9' }))).toBe(
      'This order is awaiting-payment: only a sealed order can be dispatched.',
    );
    expect(await refusal(step(accomplice, id, { action: 'arrive', expectedStatus: 'dispatched' }))).toBe(
      'This order is awaiting-payment: only a dispatched order can be arrived.',
    );
    expect(await refusal(step(seller, id, { action: 'seal', expectedStatus: 'paid' }))).toBe('This order is awaiting-payment: only a paid order can be sealed.');
    expect(await stored(id)).toEqual(before);
    expect(await listSales(deps(), seller)).toEqual([]);

    // Paid by a verified charge, it ships in parts as usual.
    await recordSandboxCharge({ ...deps(), stock }, buyer, { reference, outcome: 'success' });
    await confirmPayment(paymentDeps(deps(), stock), buyer, id);
    expect(await step(accomplice, id, { action: 'seal', expectedStatus: 'paid' })).toEqual({ status: 'sealed' });
    expect(await stored(id)).toMatchObject({ status: 'paid', parts: { 'seller-a': { status: 'paid' }, 'seller-b': { status: 'sealed' } } });
  });

  it('steps a part of a paid shared order; the order follows its slowest part', async () => {
    const id = await paidOrder(['listing-a', 'listing-b']);
    await step(seller, id, { action: 'seal', expectedStatus: 'paid' });
    await step(seller, id, DISPATCH);
    expect(await stored(id)).toMatchObject({ status: 'paid', parts: { 'seller-a': { status: 'dispatched' }, 'seller-b': { status: 'paid', history: [] } } });
    await step(accomplice, id, { action: 'seal', expectedStatus: 'paid' });
    expect((await stored(id)).status).toBe('sealed');
    await step(accomplice, id, { ...DISPATCH, courier: 'Kwik', trackingNumber: 'KWK-B' });
    const order = await stored(id);
    expect(order).toMatchObject({ status: 'dispatched', trackingNumbers: ['GIG-123456', 'KWK-B'] });
    expect(order.history.map((h) => [h.status, h.by])).toEqual([
      ['awaiting-payment', 'buyer-1'],
      ['paid', 'payment'],
      ['sealed', 'seller-b'],
      ['dispatched', 'seller-b'],
    ]);
  });

  it('moves the parts with the order when one person acts for all its sellers, so no part falls behind it', async () => {
    await createAccount(deps(), buyer);
    const id = await paidOrder(['42', 'listing-s']);
    // staff-2 acts for the shop's part only; staff-1 for it and their own listing: the whole order.
    await staffStep('staff-2', id, { action: 'seal', expectedStatus: 'paid' });
    expect(await staffStep('staff-1', id, { action: 'seal', expectedStatus: 'paid' })).toEqual({ status: 'sealed' });
    expect(await stored(id)).toMatchObject({ status: 'sealed', parts: { '000000': { status: 'sealed' }, 'staff-1': { status: 'sealed' } } });

    await staffStep('staff-1', id, { ...DISPATCH, trackingNumber: 'GIG-1' });
    const part = { status: 'dispatched', courier: 'GIG Logistics', trackingNumber: 'GIG-1' };
    expect(await stored(id)).toMatchObject({ status: 'dispatched', trackingNumber: 'GIG-1', trackingNumbers: ['GIG-1'], parts: { '000000': part, 'staff-1': part } });
    expect((await listNotifications(deps(), buyer))[0]!.message).toBe(`Your order ${id} is on its way with GIG Logistics, tracking number GIG-1.`);

    // The courier's report of that number finds the parts shipped under it.
    const courier = courierStub('secret', () => clock);
    expect(await handleCourierWebhook({ ...deps(), secret: 'secret' }, courier.delivered('GIG-1'))).toEqual({ status: 200, body: 'arrived' });
    expect(await stored(id)).toMatchObject({ status: 'arrived', parts: { '000000': { status: 'arrived' }, 'staff-1': { status: 'arrived' } } });
  });

  it('never moves an order back: a part recorded behind its order (moved on as a whole before) is where the order is', async () => {
    const id = await paidOrder(['listing-a', 'listing-b']);
    const paid = await stored(id);
    const sealed = { status: 'sealed' as const, history: [{ status: 'sealed' as const, by: 'seller-a', at: clock }] };
    await fs.db.collection(COLLECTIONS.orders).doc(id).update({ status: 'sealed', parts: { 'seller-a': sealed, 'seller-b': { status: 'paid', history: [] } } });
    expect(await refusal(step(accomplice, id, { action: 'seal', expectedStatus: 'paid' }))).toBe('This order has changed: it is sealed now. Reload to see it.');
    await step(seller, id, DISPATCH);
    expect(await stored(id)).toMatchObject({ status: 'sealed', history: paid.history, parts: { 'seller-a': { status: 'dispatched' }, 'seller-b': { status: 'sealed' } } });
  });
});
