import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import { Refusal } from '../http/refusal';
import { prepareNotice } from '../accounts/account-inbox';
import type { OrderRecord, ServerOrderStatus } from '../orders/order-record';
import { stepNotice } from '../orders/step-notifications';
import { chargeProblem, type Charge } from './charge';

export type Settlement = { status: ServerOrderStatus; paidNow: boolean };

/**
 * The one place an order becomes paid: in a transaction, only from awaiting payment, only with a
 * charge that matches it (of any of its attempts), and only once per reference (its `paymentReferences` entry is created in
 * the same commit, so the browser's confirm and the provider's webhook racing pay it once).
 */
export async function settleOrder(deps: Deps, orderId: string, charge: Charge | null, by: string): Promise<Settlement> {
  const orderRef = deps.db.collection(COLLECTIONS.orders).doc(orderId);
  const settling = deps.db.runTransaction(async (tx) => {
    const snap = await tx.get(orderRef);
    if (!snap.exists) throw new Refusal('not-found', 'No such order');
    const order = snap.data() as OrderRecord;
    if (order.status !== 'awaiting-payment') return { status: order.status, paidNow: false };
    const problem = chargeProblem(charge, order);
    if (problem) throw new Refusal('failed-precondition', `Payment not verified: ${problem}`);
    const now = deps.now();
    const reference = charge!.reference;
    // The sellers hear of the sale in the same commit.
    const notify = await prepareNotice(deps, tx, stepNotice(order, 'paid', now));
    tx.create(deps.db.collection(COLLECTIONS.paymentReferences).doc(reference), { orderId, usedAt: now });
    tx.update(orderRef, {
      status: 'paid',
      reference,
      paidAt: now,
      history: [...order.history, { status: 'paid', by, at: now }],
    });
    notify();
    return { status: 'paid' as const, paidNow: true };
  });
  return settling.catch(async (error: unknown) => {
    // Another settlement of this reference committed first: the order is paid, by that one.
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    const order = (await orderRef.get()).data() as OrderRecord;
    return { status: order.status, paidNow: false };
  });
}

/** gRPC's ALREADY_EXISTS, what Firestore answers a create of a document that exists. */
const ALREADY_EXISTS = 6;
