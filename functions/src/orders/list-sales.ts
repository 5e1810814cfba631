import { nextActions } from 'shared-contracts/domain';
import type { Sale } from 'shared-contracts';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { actingSellers, type StaffDeps } from './acting-sellers';
import { roleOf } from './advance-order';
import type { OrderRecord } from './order-record';

const UNPAID = new Set(['awaiting-payment', 'expired']);

/**
 * The caller's sales: paid orders with their items, newest first, one per order, with only this
 * seller's lines and their total. Of the buyer, a first name and a city: enough to prepare the parcel.
 * Each says which steps this seller may take now (none on an order shared with other sellers). Shop
 * staff also see the sales of the catalog's own products.
 */
export async function listSales(deps: Deps & StaffDeps, caller: SignedInCaller): Promise<Sale[]> {
  const sellers = actingSellers(deps, caller);
  const orders = deps.db.collection(COLLECTIONS.orders);
  const snaps = await Promise.all(sellers.map((id) => orders.where('sellerIds', 'array-contains', id).get()));
  const byId = new Map(snaps.flatMap((snap) => snap.docs.map((d) => [d.id, d.data() as OrderRecord] as const)));
  const now = deps.now();
  return [...byId.values()]
    .filter((o) => !UNPAID.has(o.status))
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((o) => {
      const lines = o.items.filter((l) => sellers.includes(l.sellerId));
      return {
        id: o.id,
        item: lines.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(', '),
        status: o.status,
        price: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
        date: o.date,
        buyer: { firstName: o.shipping.firstName, city: o.shipping.city },
        actions: roleOf(o, caller.uid, sellers) === 'seller' ? nextActions(o, 'seller', now) : [],
        ...(o.trackingNumber ? { courier: o.courier, trackingNumber: o.trackingNumber } : {}),
        ...(o.returnReason ? { returnReason: o.returnReason } : {}),
        ...(o.review ? { review: o.review } : {}),
      };
    });
}
