import { nextActions } from 'shared-contracts/domain';
import type { Sale } from 'shared-contracts';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import { roleOf } from './advance-order';
import type { OrderRecord } from './order-record';

const UNPAID = new Set(['awaiting-payment', 'expired']);

/**
 * The caller's sales: paid orders with their items, newest first, one per order, with only this
 * seller's lines and their total. Of the buyer, a first name and a city: enough to prepare the parcel.
 * Each says which steps this seller may take now (none on an order shared with other sellers).
 */
export async function listSales(deps: Deps, caller: SignedInCaller): Promise<Sale[]> {
  const snap = await deps.db.collection(COLLECTIONS.orders).where('sellerIds', 'array-contains', caller.uid).get();
  const now = deps.now();
  return snap.docs
    .map((d) => d.data() as OrderRecord)
    .filter((o) => !UNPAID.has(o.status))
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((o) => {
      const lines = o.items.filter((l) => l.sellerId === caller.uid);
      return {
        id: o.id,
        item: lines.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(', '),
        status: o.status,
        price: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
        date: o.date,
        buyer: { firstName: o.shipping.firstName, city: o.shipping.city },
        actions: roleOf(o, caller.uid) === 'seller' ? nextActions(o, 'seller', now) : [],
        ...(o.trackingNumber ? { courier: o.courier, trackingNumber: o.trackingNumber } : {}),
        ...(o.returnReason ? { returnReason: o.returnReason } : {}),
        ...(o.review ? { review: o.review } : {}),
      };
    });
}
