import { ORDER_TRANSITIONS, transitionProblem, type OrderRole } from 'shared-contracts/core';
import type { AdvanceOrderRequest } from 'shared-contracts/schemas';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { Refusal } from '../http/refusal';
import { prepareNotice } from '../accounts/account-inbox';
import { prepareReviews } from './write-reviews';
import { actingSellers, type StaffDeps } from './acting-sellers';
import type { OrderRecord, SellerPart } from './order-record';
import { allParts, isShared, isShipping, partOf, partsTracking, slowestPart } from './seller-parts';
import { stepNotice } from './step-notifications';

/** Who asks, to an order: their role, and on an order shared by several sellers, the sellers' parts they act for. */
export interface Standing {
  role: OrderRole;
  parts?: string[];
}

/**
 * Who the caller is to this order: its buyer, its seller (acting for `sellers`: of every line, or of
 * their part of an order shared with other sellers), or nobody.
 */
export function standingOf(order: OrderRecord, uid: string, sellers: readonly string[] = [uid]): Standing | null {
  if (order.buyerUid === uid) return { role: 'buyer' };
  const mine = order.sellerIds.filter((id) => sellers.includes(id));
  if (mine.length === 0) return null;
  return isShared(order) && mine.length < order.sellerIds.length ? { role: 'seller', parts: mine } : { role: 'seller' };
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

/** Who asks for a step: their id in the history, and where they stand with the order (null: nowhere, refused as not found). */
export interface StepParty {
  by: string;
  standingIn(order: OrderRecord): Standing | null;
}

/** A signed-in buyer, seller, or shop staff acting for the catalog's products. */
export function advanceOrder(deps: Deps & StaffDeps, caller: SignedInCaller, request: AdvanceOrderRequest): Promise<{ status: string }> {
  const sellers = actingSellers(deps, caller);
  return stepOrder(deps, { by: caller.uid, standingIn: (order) => standingOf(order, caller.uid, sellers) }, request);
}

/**
 * Moves an order one step along its life (the table in `order-lifecycle`), in a transaction, for
 * the party the step belongs to; anything else is refused and the order is unchanged. The step
 * claims `orders/{id}/steps/{n}` (n = the history's length) in the same commit, so of two steps
 * racing from the same state exactly one commits. A review is stored for each line in that commit too,
 * and the other party is notified in it. A seller of part of a shared order moves their part.
 */
export async function stepOrder(deps: Deps, party: StepParty, request: AdvanceOrderRequest): Promise<{ status: string }> {
  const orderRef = deps.db.collection(COLLECTIONS.orders).doc(request.orderId);
  const stepping = deps.db.runTransaction(async (tx) => {
    const order = (await tx.get(orderRef)).data() as OrderRecord | undefined;
    const standing = order ? party.standingIn(order) : null;
    if (!order || !standing) throw new Refusal('not-found', 'No such order');
    const parts = partsToStep(order, standing, request);
    if (parts) return stepParts(deps, tx, orderRef, order, { role: standing.role, parts }, party.by, request);
    const role = standing.role;
    if (order.status !== request.expectedStatus) throw changed(order.status);
    const now = deps.now();
    const problem = transitionProblem(order, request.action, role, now);
    if (problem) throw new Refusal('failed-precondition', problem);
    const status = ORDER_TRANSITIONS[request.action].to;
    const details = stepDetails(request, now);
    const writeReviews = details.review ? await prepareReviews(deps, tx, order, details.review, now) : null;
    const notify = await prepareNotice(deps, tx, stepNotice({ ...order, ...details }, status, now));
    tx.create(orderRef.collection('steps').doc(String(order.history.length)), { status, by: party.by, at: now });
    const numbers = details.trackingNumber ? { trackingNumbers: [details.trackingNumber] } : {};
    tx.update(orderRef, { ...details, ...numbers, status, history: [...order.history, { status, by: party.by, at: now }] });
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

/**
 * The parts a step moves on a shared order: the asker's own, or, for one acting for every seller (a
 * seal, dispatch or arrival of the whole order), those where the order is, so its parts never fall
 * behind it. Null: the step is the whole order's (an order of one seller, the buyer's steps, or an unpaid
 * order, which the whole order's checks refuse).
 */
function partsToStep(order: OrderRecord, standing: Standing, request: AdvanceOrderRequest): string[] | null {
  if (standing.parts) return standing.parts;
  if (!isShared(order) || !isShipping(order.status) || !isShipping(ORDER_TRANSITIONS[request.action].to)) return null;
  return order.sellerIds.filter((id) => partOf(order, id).status === order.status);
}

const changed = (status: string) => new Refusal('failed-precondition', `This order has changed: it is ${status} now. Reload to see it.`);

/**
 * A seller's (or courier's) step with their parts of a shared order: each part moves on its own, the
 * order follows its slowest part, and the buyer hears of each part by its items.
 */
async function stepParts(
  deps: Deps,
  tx: Transaction,
  orderRef: DocumentReference,
  order: OrderRecord,
  standing: Required<Standing>,
  by: string,
  request: AdvanceOrderRequest,
): Promise<{ status: string }> {
  const now = deps.now();
  // Only a verified charge makes an order paid (settleOrder): a part steps only once the order itself ships.
  if (!isShipping(order.status)) throw new Refusal('failed-precondition', unshippedProblem(order, request, standing.role, now));
  const parts = allParts(order);
  for (const id of standing.parts) {
    const part = parts[id]!;
    if (part.status !== request.expectedStatus) throw changed(part.status);
    const problem = transitionProblem(part, request.action, standing.role, now);
    if (problem) throw new Refusal('failed-precondition', problem);
  }
  const to = ORDER_TRANSITIONS[request.action].to as SellerPart['status'];
  const details = stepDetails(request, now) as Partial<SellerPart>;
  for (const id of standing.parts) {
    parts[id] = { ...parts[id]!, ...details, status: to, history: [...parts[id]!.history, { status: to, by, at: now }] };
  }
  const status = slowestPart(parts);
  const moved = status !== order.status;
  const next: Partial<OrderRecord> = {
    parts,
    ...partsTracking(parts),
    status,
    ...(moved ? { history: [...order.history, { status, by, at: now }] } : {}),
    ...(moved && status === 'arrived' ? { arrivedAt: now } : {}),
  };
  // The last part to arrive makes the order arrived: the buyer hears that, and may act on it now. A step
  // of every part at once is told of as the whole order's.
  const lines = order.items.filter((line) => standing.parts.includes(line.sellerId));
  const partShipping = { ...order, courier: details.courier, trackingNumber: details.trackingNumber };
  const whole = moved && (status === 'arrived' || lines.length === order.items.length);
  const notice = whole ? stepNotice(partShipping, status, now) : stepNotice(partShipping, to, now, { sellerId: standing.parts.join('+'), lines });
  const notify = await prepareNotice(deps, tx, notice);
  for (const id of standing.parts) tx.create(orderRef.collection('steps').doc(`${id}-${parts[id]!.history.length}`), { status: to, by, at: now });
  tx.update(orderRef, next);
  notify();
  return { status: to };
}

/** Why a step on a part of an order that does not ship (unpaid, expired, or past arrival) is refused. */
function unshippedProblem(order: OrderRecord, request: AdvanceOrderRequest, role: OrderRole, now: number): string {
  return transitionProblem(order, request.action, role, now) ?? `This order is ${order.status}: its parts do not ship.`;
}

/** gRPC's ALREADY_EXISTS, what Firestore answers a create of a document that exists. */
const ALREADY_EXISTS = 6;
