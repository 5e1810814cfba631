import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  orderBy,
  query,
  runTransaction,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { AccountStoreError, mergePreferences, newestFirst, ordersNewestFirst, withOrder, type AccountDocument, type AccountStore } from 'shared-contracts';
import { accountFromData, listingData, listingFromData, mergeFields, toAccountStoreError, withoutUndefined } from './firestore-data';

export const DEFAULT_ACCOUNT_COLLECTION = 'accounts';
export const LISTINGS_COLLECTION = 'listings';

export interface FirestoreAccountStoreOptions {
  db: Firestore;
  /** The account collection (runtime config `accountStore.collection`); must match firestore.rules. */
  collection?: string;
  listingsCollection?: string;
  now?: () => number;
}

/**
 * The production AccountStore: Cloud Firestore, one document per auth uid in the account
 * collection, public listings in their own collection with the seller's uid. Writes that read
 * first run in a transaction, so a failure writes nothing and an account is never overwritten.
 */
export function createFirestoreAccountStore(options: FirestoreAccountStoreOptions): AccountStore {
  const { db } = options;
  const accountsName = options.collection || DEFAULT_ACCOUNT_COLLECTION;
  const listings = collection(db, options.listingsCollection ?? LISTINGS_COLLECTION);
  const now = options.now ?? Date.now;
  const account = (uid: string) => doc(db, accountsName, uid);

  /** Every call's failure comes out as an AccountStoreError. */
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toAccountStoreError(error);
    }
  };

  const readAccount = async (uid: string): Promise<AccountDocument> => {
    const snap = await getDoc(account(uid));
    if (!snap.exists()) throw new AccountStoreError('not-found');
    return accountFromData(snap.data());
  };

  /** Reads the account and writes `change`'s fields in one transaction; resolves to its result. */
  const updateAccount = <R>(uid: string, change: (current: AccountDocument) => { fields: Record<string, unknown>; result: R }) =>
    guard(() =>
      runTransaction(db, async (tx) => {
        const snap = await tx.get(account(uid));
        if (!snap.exists()) throw new AccountStoreError('not-found');
        const { fields, result } = change(accountFromData(snap.data()));
        if (Object.keys(fields).length > 0) tx.update(account(uid), fields);
        return result;
      }),
    );

  return {
    create: (uid, data) =>
      guard(() =>
        runTransaction(db, async (tx) => {
          if ((await tx.get(account(uid))).exists()) return 'exists' as const;
          tx.set(account(uid), withoutUndefined(data));
          return 'created' as const;
        }),
      ),

    read: (uid) =>
      guard(async () => {
        const snap = await getDoc(account(uid));
        return snap.exists() ? accountFromData(snap.data()) : null;
      }),

    updatePrimaryInformation: (uid, patch) =>
      updateAccount(uid, (current) => ({
        fields: mergeFields('user.primaryInformation', patch),
        result: { ...current.user.primaryInformation, ...withoutUndefined(patch) },
      })),

    updateLocation: (uid, patch) =>
      updateAccount(uid, (current) => ({
        fields: mergeFields('user.location', patch),
        result: { ...current.user.location, ...withoutUndefined(patch) },
      })),

    listOrders: (uid) => guard(async () => ordersNewestFirst((await readAccount(uid)).orders)),

    // Read and rewrite in a transaction: a retried save replaces its order by id.
    addOrder: (uid, order) =>
      updateAccount(uid, (current) => ({ fields: { orders: withoutUndefined(withOrder(current.orders, order)) }, result: undefined })),

    listNotifications: (uid) => guard(async () => (await readAccount(uid)).notifications),

    // updateDoc fails with 'not-found' on a missing document, which is the port's answer too.
    saveNotifications: (uid, items) => guard(() => updateDoc(account(uid), { notifications: withoutUndefined(items) })),

    readPreferences: (uid) => guard(async () => (await readAccount(uid)).preferences ?? {}),

    savePreferences: (uid, patch) =>
      updateAccount(uid, (current) => {
        const merged = withoutUndefined(mergePreferences(current.preferences, patch));
        return { fields: { preferences: merged }, result: merged };
      }),

    addListing: (uid, product) => {
      const createdAt = now();
      return guard(() =>
        runTransaction(db, async (tx) => {
          if (!(await tx.get(account(uid))).exists()) throw new AccountStoreError('not-found');
          const ref = doc(listings);
          const data = listingData(uid, product, createdAt);
          tx.set(ref, data);
          return listingFromData(ref.id, data);
        }),
      );
    },

    // Sorted here rather than with orderBy: equality on sellerId plus an order on createdAt would
    // need a composite index deployed beside the rules; one seller's listings are few.
    listMyListings: (uid) =>
      guard(async () => {
        await readAccount(uid);
        const snap = await getDocs(query(listings, where('sellerId', '==', uid)));
        return newestFirst(snap.docs.map((d) => listingFromData(d.id, d.data())));
      }),

    listListings: () =>
      guard(async () => {
        const snap = await getDocs(query(listings, orderBy('createdAt', 'desc')));
        return snap.docs.map((d) => listingFromData(d.id, d.data()));
      }),
  };
}

/** The store on the Firestore of an initialised Firebase app (what the shell uses). */
export function firestoreAccountStoreFor(app: FirebaseApp, collectionName?: string): AccountStore {
  return createFirestoreAccountStore({ db: getFirestore(app), collection: collectionName });
}
