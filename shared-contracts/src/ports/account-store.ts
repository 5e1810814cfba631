import type { Order } from '../types/order';
import type { Product } from '../types/product';
import type { AccountDocument, Location, PrimaryInformation } from '../types/user';
import { clone } from './clone';

/** AccountStore port: the embedded IndexedDB store by default, Cloud Firestore in production. */
export interface AccountStore {
  create(uid: string, doc: AccountDocument): Promise<void>;
  read(uid: string): Promise<AccountDocument | null>;
  updatePrimaryInformation(uid: string, patch: Partial<PrimaryInformation>): Promise<void>;
  updateLocation(uid: string, patch: Partial<Location>): Promise<void>;
  addOrder(uid: string, order: Order): Promise<void>;
  listOrders(uid: string): Promise<Order[]>;
  /** Every seller's public listings. */
  listListings(): Promise<Product[]>;
}

export function createMemoryAccountStore(seed: Record<string, AccountDocument> = {}): AccountStore {
  const docs = new Map<string, AccountDocument>(Object.entries(clone(seed)));
  const need = (uid: string) => {
    const doc = docs.get(uid);
    if (!doc) throw new Error('User not found');
    return doc;
  };
  return {
    async create(uid, doc) {
      docs.set(uid, clone(doc));
    },
    async read(uid) {
      const doc = docs.get(uid);
      return doc ? clone(doc) : null;
    },
    async updatePrimaryInformation(uid, patch) {
      const doc = need(uid);
      doc.user.primaryInformation = { ...doc.user.primaryInformation, ...clone(patch) };
    },
    async updateLocation(uid, patch) {
      const doc = need(uid);
      doc.user.location = { ...doc.user.location, ...clone(patch) };
    },
    async addOrder(uid, order) {
      need(uid).orders.push(clone(order));
    },
    async listOrders(uid) {
      return clone(need(uid).orders as Order[]);
    },
    async listListings() {
      // SPEC §7: every account's myItems[].listedForSale, flattened into one list.
      const all = [...docs.values()].flatMap((doc) => (doc.myItems ?? []).flatMap((group) => group.listedForSale ?? []));
      return clone(all as Product[]);
    },
  };
}
