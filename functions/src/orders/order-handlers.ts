import { nextActions } from 'shared-contracts/core';
import type { Kobo, Order, OrderStatus } from 'shared-contracts';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { Refusal } from '../http/refusal';
import type { VerifyCharge } from '../payments/charge';
import { refundedReason, settleOrder, type SettleDeps, type Settlement } from './settle-order';
import { UNPAID_STATUSES, type OrderRecord, type ServerOrderStatus } from './order-record';

const orders = (deps: Deps) => deps.db.collection(COLLECTIONS.orders);

/** The caller's own order, or a refusal that does not say whether someone else's exists. */
export async function buyersOrder(deps: Deps, caller: SignedInCaller, orderId: string): Promise<OrderRecord> {
  const snap = await orders(deps).doc(orderId).get();
  const order = snap.data() as OrderRecord | undefined;
  if (!order || order.buyerUid !== caller.uid) throw new Refusal('not-found', 'No such order');
  return order;
}

/**
 * The browser's "the pop-up said success": the server asks the provider itself and pays the order
 * only on a matching charge. Asking again for a paid order answers its status and changes nothing.
 */
export async function confirmPayment(deps: SettleDeps & { verify: VerifyCharge }, caller: SignedInCaller, orderId: string): Promise<Settlement> {
  const order = await buyersOrder(deps, caller, orderId);
  // Answered, never thrown, only for a paid order: the browser reads an answer as paid.
  if (order.status === 'refunded') throw new Refusal('failed-precondition', refundedReason(order));
  if (order.status !== 'awaiting-payment') return { status: order.status, paidNow: false };
  return settleOrder(deps, orderId, await deps.verify(order.reference), 'payment');
}

/** An order as the shopper's lists show it (SPEC §3 Order), with what paying it later needs. */
export type BuyerOrder = Omit<Order, 'status'> & {
  status: ServerOrderStatus;
  amountKobo: Kobo;
  expiresAt: number;
  subtotal: number;
  shipping: number;
  tax: number;
};

/** The caller's orders, newest first; an unpaid one past its time reads as expired. */
export async function listOrders(deps: Deps, caller: SignedInCaller): Promise<BuyerOrder[]> {
  const snap = await orders(deps).where('buyerUid', '==', caller.uid).get();
  const now = deps.now();
  return snap.docs
    .map((d) => d.data() as OrderRecord)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((o) => ({
      id: o.id,
      status: o.status === 'awaiting-payment' && o.expiresAt <= now ? 'expired' : o.status,
      items: o.items.map(({ name, price, quantity, image, productId }) => ({ name, price, quantity, image, productId })),
      total: o.total,
      date: o.date,
      paymentMethod: o.paymentMethod,
      shippingAddress: o.shippingAddress,
      paymentReference: o.reference,
      amountKobo: o.amountKobo,
      expiresAt: o.expiresAt,
      subtotal: o.subtotal,
      shipping: o.shippingCost,
      tax: o.tax,
      ...(o.trackingNumber ? { courier: o.courier, trackingNumber: o.trackingNumber } : {}),
      ...(o.returnReason ? { returnReason: o.returnReason } : {}),
      ...(o.review ? { review: o.review } : {}),
      actions: nextActions(o, 'buyer', now),
      history: o.history.filter((h) => !UNPAID_STATUSES.has(h.status)).map(({ status, at }) => ({ status: status as OrderStatus, at })),
    }));
}
