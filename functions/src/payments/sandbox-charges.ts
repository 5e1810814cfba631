import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { Refusal } from '../http/refusal';
import type { StockKeeper } from '../stock/stock-keeper';
import type { Charge, VerifyCharge } from './charge';
import type { RefundCharge } from './refund';

/** What the sandbox reads of the order a test charge is for (an order record, as the orders folder writes it). */
interface ChargedOrder {
  id: string;
  buyerUid: string;
  provider: string;
  status: string;
  expiresAt: number;
  reference: string;
  amountKobo: number;
  currency: string;
}

const charges = (deps: Deps) => deps.db.collection(COLLECTIONS.sandboxCharges);

/**
 * The sandbox provider's side of the test checkout: Pay records a successful test charge of the
 * amount of the order with that reference, Decline a failed one, as a real provider would record
 * what happened in its window. Only the order's buyer can answer for it. Nothing is charged.
 */
export async function recordSandboxCharge(
  deps: Deps & { stock: Pick<StockKeeper, 'release'> },
  caller: SignedInCaller,
  input: { reference: string; outcome: 'success' | 'failed' },
): Promise<{ reference: string }> {
  const found = await deps.db.collection(COLLECTIONS.orders).where('reference', '==', input.reference).limit(1).get();
  const order = found.docs[0]?.data() as ChargedOrder | undefined;
  if (!order || order.buyerUid !== caller.uid) throw new Refusal('not-found', 'No such order');
  if (order.provider !== 'sandbox') throw new Refusal('failed-precondition', 'This order is not paid through the sandbox');
  if (order.status !== 'awaiting-payment') throw new Refusal('failed-precondition', 'This order is not awaiting payment');
  if (order.expiresAt <= deps.now()) throw new Refusal('failed-precondition', 'This order expired before it was paid. Please order again.');
  const charge: Charge = { reference: order.reference, status: input.outcome, amount: order.amountKobo, currency: order.currency };
  await charges(deps).doc(order.reference).set({ ...charge, at: deps.now() });
  // A declined card lets the held units go; Complete payment holds them again if they are still there.
  if (input.outcome === 'failed') await deps.stock.release(order.id);
  return { reference: order.reference };
}

/** The sandbox's refund: the charge is recorded as refunded, as a provider would record it. */
export const sandboxRefunder =
  (deps: Deps): RefundCharge =>
  async (reference) => {
    await charges(deps).doc(reference).update({ refundedAt: deps.now() });
  };

/** Verification against the sandbox's own records. */
export const sandboxVerifier =
  (deps: Deps): VerifyCharge =>
  async (reference) => {
    const snap = await charges(deps).doc(reference).get();
    if (!snap.exists) return null;
    const { status, amount, currency } = snap.data() as Charge;
    return { reference, status, amount, currency };
  };
