import type { AccountPreferences } from '../types/forms';
import type { ShopNotification } from '../types/notification';
import type { Order } from '../types/order';
import type { Product } from '../types/product';
import type { AccountDocument, Location, PrimaryInformation } from '../types/user';
import { clone } from './clone';

export type AccountStoreErrorCode = 'not-found' | 'permission-denied' | 'unavailable' | 'unknown';

/** Every failure of an AccountStore adapter, whatever the backend said. */
export class AccountStoreError extends Error {
  override name = 'AccountStoreError';
  constructor(
    readonly code: AccountStoreErrorCode,
    message: string = code === 'not-found' ? 'User not found' : 'The account store could not be reached',
  ) {
    super(message);
  }
}

/** A public listing: a product a shopper listed for sale, with its seller's uid. */
export type Listing = Product & { sellerId: string; createdAt: number };

/**
 * AccountStore port: the embedded IndexedDB store by default, Cloud Firestore in production.
 * Account documents are keyed by the auth uid and private to their shopper; listings are public
 * and live apart from them. Every write is whole or nothing: on rejection nothing was written.
 * Calls on a uid with no document reject with AccountStoreError('not-found').
 */
export interface AccountStore {
  /** Writes a new account document unless one exists, and says which; an existing one is never overwritten. */
  create(uid: string, doc: AccountDocument): Promise<'created' | 'exists'>;
  read(uid: string): Promise<AccountDocument | null>;
  /** Merges into user.primaryInformation and resolves to the merged value. */
  updatePrimaryInformation(uid: string, patch: Partial<PrimaryInformation>): Promise<Partial<PrimaryInformation>>;
  /** Merges into user.location and resolves to the merged value. */
  updateLocation(uid: string, patch: Partial<Location>): Promise<Partial<Location>>;
  /** The shopper's orders, newest first. */
  listOrders(uid: string): Promise<Order[]>;
  addOrder(uid: string, order: Order): Promise<void>;
  listNotifications(uid: string): Promise<ShopNotification[]>;
  /** Replaces the shopper's notifications with this list. */
  saveNotifications(uid: string, items: ShopNotification[]): Promise<void>;
  readPreferences(uid: string): Promise<AccountPreferences>;
  /** Merges each given section of the preferences. */
  savePreferences(uid: string, patch: AccountPreferences): Promise<AccountPreferences>;
  /** Publishes a listing with this seller's uid; resolves to it with its id and time. */
  addListing(uid: string, product: Omit<Product, 'id' | 'sellerId'>): Promise<Listing>;
  /** This seller's own listings, newest first. */
  listMyListings(uid: string): Promise<Listing[]>;
  /** Every seller's public listings, newest first. */
  listListings(): Promise<Listing[]>;
}

const newestFirst = <T extends { createdAt: number }>(list: T[]) => [...list].sort((a, b) => b.createdAt - a.createdAt);
const byDateDesc = (list: Order[]) => [...list].sort((a, b) => b.date.localeCompare(a.date));

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
      return clone(byDateDesc(need(uid).orders));
    },
    async addOrder(uid, order) {
      need(uid).orders.push(clone(order));
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
      const current = doc.preferences ?? {};
      const merged: AccountPreferences = { ...current };
      for (const key of Object.keys(patch) as (keyof AccountPreferences)[]) {
        merged[key] = { ...current[key], ...clone(patch[key]) } as never;
      }
      doc.preferences = merged;
      return clone(merged);
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
