import { ORDER_TRANSITIONS, transitionProblem, type OrderRole } from 'shared-contracts/domain';
import type { AdvanceOrderRequest } from 'shared-contracts/schemas';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { Refusal } from '../http/refusal';
import { prepareNotice } from '../accounts/account-inbox';
import { prepareReviews } from '../reviews/write-reviews';
import { actingSellers, type StaffDeps } from './acting-sellers';
import type { OrderRecord } from './order-record';
import { stepNotice } from './step-notifications';

/** Who the caller is to this order: its buyer, the seller of every line in it (acting for `sellers`), or nobody. */
export function roleOf(order: OrderRecord, uid: string, sellers: readonly string[] = [uid]): OrderRole | null {
  if (order.buyerUid === uid) return 'buyer';
  if (order.items.length > 0 && order.items.every((line) => sellers.includes(line.sellerId))) return 'seller';
  return null;
}

/** What a step records beside the status: dispatch its courier and tracking number, a return its reason, a review its stars. */
function stepDetails(request: AdvanceOrderRequest, now: number): Partial<OrderRecord> {
  if (request.action === 'dispatch') {
    if (!request.courier) throw new Refusal('invalid-argument', 'courier: is required to dispatch');
    if (!request.trackingNumber) throw new Refusal('invalid-argument', 'trackingNumber: is required to dispatch');
    return { courier: request.courier, trackingNumber: request.trackingNumber };
  }
  if (request.action === 'return') {
    if (!request.reason) throw new Refusal('invalid-argument', 'reason: is required to return an item');
    return { returnReason: request.reason };
  }
  if (request.action === 'review') {
    if (!request.rating) throw new Refusal('invalid-argument', 'rating: is required to review');
    if (!request.comment) throw new Refusal('invalid-argument', 'comment: is required to review');
    return { review: { rating: request.rating, comment: request.comment } };
  }
  return request.action === 'arrive' ? { arrivedAt: now } : {};
}

/** Who asks for a step: their id in the history, and their role to the order (null: none, refused as not found). */
export interface StepParty {
  by: string;
  roleIn(order: OrderRecord): OrderRole | null;
}

/** A signed-in buyer, seller, or shop staff acting for the catalog's products. */
export function advanceOrder(deps: Deps & StaffDeps, caller: SignedInCaller, request: AdvanceOrderRequest): Promise<{ status: string }> {
  const sellers = actingSellers(deps, caller);
  return stepOrder(deps, { by: caller.uid, roleIn: (order) => roleOf(order, caller.uid, sellers) }, request);
}

/**
 * Moves an order one step along its life (the table in `order-lifecycle`), in a transaction, for
 * the party the step belongs to; anything else is refused and the order is unchanged. The step
 * claims `orders/{id}/steps/{n}` (n = the history's length) in the same commit, so of two steps
 * racing from the same state exactly one commits. A review is stored for each line in that commit too,
 * and the other party is notified in it.
 */
export async function stepOrder(deps: Deps, party: StepParty, request: AdvanceOrderRequest): Promise<{ status: string }> {
  const orderRef = deps.db.collection(COLLECTIONS.orders).doc(request.orderId);
  const stepping = deps.db.runTransaction(async (tx) => {
    const order = (await tx.get(orderRef)).data() as OrderRecord | undefined;
    const role = order ? party.roleIn(order) : null;
    if (!order || !role) throw new Refusal('not-found', 'No such order');
    if (order.status !== request.expectedStatus) {
      throw new Refusal('failed-precondition', `This order has changed: it is ${order.status} now. Reload to see it.`);
    }
    const now = deps.now();
    const problem = transitionProblem(order, request.action, role, now);
    if (problem) throw new Refusal('failed-precondition', problem);
    const status = ORDER_TRANSITIONS[request.action].to;
    const details = stepDetails(request, now);
    const writeReviews = details.review ? await prepareReviews(deps, tx, order, details.review, now) : null;
    const notify = await prepareNotice(deps, tx, stepNotice({ ...order, ...details }, status, now));
    tx.create(orderRef.collection('steps').doc(String(order.history.length)), { status, by: party.by, at: now });
    tx.update(orderRef, { ...details, status, history: [...order.history, { status, by: party.by, at: now }] });
    writeReviews?.();
    notify();
    return { status };
  });
  return stepping.catch((error: unknown) => {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) {
      throw new Refusal('failed-precondition', 'This order has just changed. Reload to see it.');
    }
    throw error;
  });
}

/** gRPC's ALREADY_EXISTS, what Firestore answers a create of a document that exists. */
const ALREADY_EXISTS = 6;
