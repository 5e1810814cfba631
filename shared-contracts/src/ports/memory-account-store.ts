import { mergePreferences, newestFirst, ordersNewestFirst, withOrder } from '../domain/account-lists';
import type { AccountDocument } from '../types/user';
import { clone } from './clone';
import { AccountStoreError, type AccountStore, type Listing } from './account-store';

/** The in-memory double: the behaviour every adapter's contract suite checks. */
export function createMemoryAccountStore(
  seed: Record<string, AccountDocument> = {},
  options: { now?: () => number; listings?: Listing[] } = {},
): AccountStore {
  const now = options.now ?? Date.now;
  const docs = new Map<string, AccountDocument>(Object.entries(clone(seed)));
  const listings: Listing[] = clone(options.listings ?? []);
  let nextId = listings.length + 1;
  const need = (uid: string) => {
    const doc = docs.get(uid);
    if (!doc) throw new AccountStoreError('not-found');
    return doc;
  };
  return {
    async create(uid, doc) {
      if (docs.has(uid)) return 'exists';
      docs.set(uid, clone(doc));
      return 'created';
    },
    async read(uid) {
      const doc = docs.get(uid);
      return doc ? clone(doc) : null;
    },
    async updatePrimaryInformation(uid, patch) {
      const doc = need(uid);
      doc.user.primaryInformation = { ...doc.user.primaryInformation, ...clone(patch) };
      return clone(doc.user.primaryInformation);
    },
    async updateLocation(uid, patch) {
      const doc = need(uid);
      doc.user.location = { ...doc.user.location, ...clone(patch) };
      return clone(doc.user.location);
    },
    async listOrders(uid) {
      return clone(ordersNewestFirst(need(uid).orders));
    },
    async addOrder(uid, order) {
      const doc = need(uid);
      doc.orders = withOrder(doc.orders, clone(order));
    },
    async listNotifications(uid) {
      return clone(need(uid).notifications);
    },
    async saveNotifications(uid, items) {
      need(uid).notifications = clone(items);
    },
    async readPreferences(uid) {
      return clone(need(uid).preferences ?? {});
    },
    async savePreferences(uid, patch) {
      const doc = need(uid);
      doc.preferences = mergePreferences(doc.preferences, clone(patch));
      return clone(doc.preferences);
    },
    async addListing(uid, product) {
      need(uid);
      const listing: Listing = { ...clone(product), id: `listing-${nextId++}`, sellerId: uid, createdAt: now() };
      listings.push(listing);
      return clone(listing);
    },
    async listMyListings(uid) {
      need(uid);
      return clone(newestFirst(listings.filter((l) => l.sellerId === uid)));
    },
    async listListings() {
      return clone(newestFirst(listings));
    },
  };
}
