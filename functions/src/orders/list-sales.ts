import { nextActions } from 'shared-contracts/core';
import type { Sale } from 'shared-contracts';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { actingSellers, type StaffDeps } from './acting-sellers';
import { standingOf, type Standing } from './advance-order';
import { UNPAID_STATUSES, type OrderRecord } from './order-record';
import { partOf } from './seller-parts';

const SHIPPING = new Set(['paid', 'sealed', 'dispatched', 'arrived']);

/**
 * Where the sale stands for its seller, what they may do and how it ships: on a shared order, while it
 * ships, their own part (their parts move together, so a step is offered only when they are level).
 */
function sellerView(o: OrderRecord, standing: Standing | null, now: number): Pick<Sale, 'status' | 'actions' | 'courier' | 'trackingNumber'> {
  const shipping = (s: { courier?: string; trackingNumber?: string }) => (s.trackingNumber ? { courier: s.courier, trackingNumber: s.trackingNumber } : {});
  if (standing?.role !== 'seller') return { status: o.status, actions: [], ...shipping(o) };
  if (!standing.parts || !SHIPPING.has(o.status)) return { status: o.status, actions: nextActions(o, 'seller', now), ...shipping(o) };
  const mine = standing.parts.map((id) => partOf(o, id));
  const level = mine.every((part) => part.status === mine[0]!.status);
  return { status: mine[0]!.status, actions: level ? nextActions(mine[0]!, 'seller', now) : [], ...shipping(mine[0]!) };
}

/**
 * The caller's sales: paid orders with their items, newest first, one per order, with only this
 * seller's lines and their total. Of the buyer, a first name and a city: enough to prepare the parcel.
 * Each says which steps this seller may take now (on an order shared with other sellers, with their
 * part). Shop staff also see the sales of the catalog's own products.
 */
export async function listSales(deps: Deps & StaffDeps, caller: SignedInCaller): Promise<Sale[]> {
  const sellers = actingSellers(deps, caller);
  const orders = deps.db.collection(COLLECTIONS.orders);
  const snaps = await Promise.all(sellers.map((id) => orders.where('sellerIds', 'array-contains', id).get()));
  const byId = new Map(snaps.flatMap((snap) => snap.docs.map((d) => [d.id, d.data() as OrderRecord] as const)));
  const now = deps.now();
  return [...byId.values()]
    .filter((o) => !UNPAID_STATUSES.has(o.status))
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((o) => {
      const lines = o.items.filter((l) => sellers.includes(l.sellerId));
      return {
        id: o.id,
        item: lines.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(', '),
        ...sellerView(o, standingOf(o, caller.uid, sellers), now),
        price: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
        date: o.date,
        buyer: { firstName: o.shipping.firstName, city: o.shipping.city },
        ...(o.returnReason ? { returnReason: o.returnReason } : {}),
        ...(o.review ? { review: o.review } : {}),
      };
    });
}
