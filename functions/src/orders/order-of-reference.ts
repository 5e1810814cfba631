import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';

/** The order any of whose attempts to pay had this reference (orders of 1.7 kept only `reference`). */
export async function orderOfReference(deps: Deps, reference: string) {
  const orders = deps.db.collection(COLLECTIONS.orders);
  const found = await orders.where('references', 'array-contains', reference).limit(1).get();
  return found.docs[0] ?? (await orders.where('reference', '==', reference).limit(1).get()).docs[0];
}
