import { paymentReference } from 'shared-contracts/core';
import type { ResumedPayment } from 'shared-contracts';
import { COLLECTIONS } from '../app/admin';
import type { SignedInCaller } from '../http/caller';
import { Refusal } from '../http/refusal';
import type { VerifyCharge } from '../payments/charge';
import { refundedReason, settleOrder, type SettleDeps } from './settle-order';
import type { StockKeeper } from '../stock/stock-keeper';
import { buyersOrder } from './order-handlers';
import type { OrderRecord } from './order-record';

export const RESUME_REFUSALS = {
  paid: 'This order is already paid.',
  expired: 'This order expired before it was paid. Please order again.',
} as const;

/**
 * 'Complete payment' of an unpaid order. The last attempt may have gone through with its callback
 * lost, so the provider is asked first and a payment found settles the order rather than charging
 * twice. Otherwise a new attempt gets its own reference, since a provider takes each one only once.
 */
export async function resumePayment(
  deps: SettleDeps & { verify: VerifyCharge; stock: Pick<StockKeeper, 'sell' | 'renew'> },
  caller: SignedInCaller,
  orderId: string,
): Promise<ResumedPayment> {
  const order = await buyersOrder(deps, caller, orderId);
  if (order.status === 'refunded') throw new Refusal('failed-precondition', refundedReason(order));
  if (order.status !== 'awaiting-payment') throw new Refusal('failed-precondition', RESUME_REFUSALS.paid);
  const settled = await settleOrder(deps, orderId, await deps.verify(order.reference), 'payment').catch((error: unknown) => {
    if (error instanceof Refusal && error.code === 'failed-precondition') return null; // not paid: try again
    throw error;
  });
  if (settled?.status === 'paid') {
    const paid = (await buyersOrder(deps, caller, orderId)) as OrderRecord;
    return { status: 'paid', orderId, total: paid.total, reference: paid.reference };
  }
  const now = deps.now();
  if (order.expiresAt <= now) throw new Refusal('failed-precondition', RESUME_REFUSALS.expired);
  // A new attempt holds the units again if the last one's hold lapsed: in one transaction it checks the stock and
  // the shopper's caps as Place Order does (stock/hold-limits.ts), or refuses and holds nothing.
  await deps.stock.renew(orderId);

  const reference = paymentReference(now);
  const orderRef = deps.db.collection(COLLECTIONS.orders).doc(orderId);
  await deps.db.runTransaction(async (tx) => {
    const current = (await tx.get(orderRef)).data() as OrderRecord;
    if (current.status !== 'awaiting-payment') throw new Refusal('failed-precondition', RESUME_REFUSALS.paid);
    tx.update(orderRef, { reference, references: [...(current.references ?? [current.reference]), reference] });
  });
  const { shipping } = order;
  return {
    status: 'awaiting-payment',
    orderId,
    reference,
    amountKobo: order.amountKobo,
    currency: order.currency,
    total: order.total,
    email: shipping.email,
    expiresAt: order.expiresAt,
    firstName: shipping.firstName,
    lastName: shipping.lastName,
  };
}
