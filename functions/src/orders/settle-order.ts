import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import { Refusal } from '../http/refusal';
import { prepareNotice } from '../accounts/account-inbox';
import type { OrderRecord, ServerOrderStatus } from './order-record';
import { stepNotice } from './step-notifications';
import type { StockKeeper } from '../stock/stock-keeper';
import { chargeProblem, type Charge } from '../payments/charge';
import type { RefundCharge } from '../payments/refund';

export type Settlement = { status: ServerOrderStatus; paidNow: boolean };

export interface SettleDeps extends Deps {
  stock: Pick<StockKeeper, 'sell'>;
  refund: RefundCharge;
}

/** What a buyer whose units sold to another before their payment arrived reads; the payment went back. */
export const refundedReason = (order: Pick<OrderRecord, 'items'>) =>
  `Payment refunded: ${order.items.map((l) => l.name).join(', ')} sold out before your payment arrived`;

/**
 * The one place an order becomes paid: only from awaiting payment, only with a charge that matches it
 * (of any of its attempts), only once its units are sold to it (stock/: exactly once, whichever of the
 * browser's confirm and the provider's webhook comes first), and only once per reference (its
 * `paymentReferences` entry is created in the same commit). A charge whose hold lapsed while another
 * buyer took the last units is refunded, never sold twice.
 */
export async function settleOrder(deps: SettleDeps, orderId: string, charge: Charge | null, by: string): Promise<Settlement> {
  const orderRef = deps.db.collection(COLLECTIONS.orders).doc(orderId);
  const before = (await orderRef.get()).data() as OrderRecord | undefined;
  if (!before) throw new Refusal('not-found', 'No such order');
  if (before.status !== 'awaiting-payment') return { status: before.status, paidNow: false };
  const problem = chargeProblem(charge, before);
  if (problem) throw new Refusal('failed-precondition', `Payment not verified: ${problem}`);
  if ((await deps.stock.sell(orderId)) === 'gone') return refundOrder(deps, orderRef, charge!, by);

  const settling = deps.db.runTransaction(async (tx) => {
    const order = (await tx.get(orderRef)).data() as OrderRecord;
    if (order.status !== 'awaiting-payment') return { status: order.status, paidNow: false };
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

/**
 * The units went to another buyer while this one paid: the reference is claimed (so of the confirm and the
 * webhook one refunds), the charge is refunded, and the order reads refunded, the buyer told. A refund the
 * provider did not take lets the claim go, so the next confirm or webhook retry tries again.
 */
async function refundOrder(deps: SettleDeps, orderRef: DocumentReference, charge: Charge, by: string): Promise<never> {
  const claim = deps.db.collection(COLLECTIONS.paymentReferences).doc(charge.reference);
  const order = await deps.db
    .runTransaction(async (tx) => {
      const current = (await tx.get(orderRef)).data() as OrderRecord;
      if (current.status !== 'awaiting-payment') return null;
      tx.create(claim, { orderId: current.id, usedAt: deps.now(), refund: true });
      return current;
    })
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === ALREADY_EXISTS) return null;
      throw error;
    });
  if (order) {
    try {
      await deps.refund(charge.reference);
    } catch (error) {
      await claim.delete();
      throw error;
    }
    const now = deps.now();
    await deps.db.runTransaction(async (tx) => {
      const notify = await prepareNotice(deps, tx, stepNotice(order, 'refunded', now));
      tx.update(orderRef, { status: 'refunded', reference: charge.reference, refundedAt: now, history: [...order.history, { status: 'refunded', by, at: now }] });
      notify();
    });
  }
  throw new Refusal('failed-precondition', refundedReason((await orderRef.get()).data() as OrderRecord));
}

/** gRPC's ALREADY_EXISTS, what Firestore answers a create of a document that exists. */
const ALREADY_EXISTS = 6;
