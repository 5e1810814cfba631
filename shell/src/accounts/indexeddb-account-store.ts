import { AccountStoreError, mergePreferences, newestFirst, ordersNewestFirst, withOrder, type AccountDocument, type AccountStore, type Listing } from 'shared-contracts';
import { newListingId } from './new-listing-id';

export const ACCOUNT_DB_NAME = 'oja-express-accounts';
const VERSION = 1;
const ACCOUNTS = 'accounts';
const LISTINGS = 'listings';
const BY_SELLER = 'bySeller';

export interface IndexedDbAccountStoreOptions {
  /** The IndexedDB factory; tests hand in fake-indexeddb's. Defaults to the browser's. */
  indexedDB?: IDBFactory;
  name?: string;
  now?: () => number;
}

// Failures that mean the browser will not keep data for us now (private mode, quota, a closed
// or blocked database); anything else is a bug or bad data.
const UNAVAILABLE = new Set(['InvalidStateError', 'QuotaExceededError', 'SecurityError', 'UnknownError', 'VersionError', 'AbortError']);

function toStoreError(error: unknown): AccountStoreError {
  if (error instanceof AccountStoreError) return error;
  const name = error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? error.name : '';
  const mapped = new AccountStoreError(UNAVAILABLE.has(name) ? 'unavailable' : 'unknown');
  mapped.cause = error;
  return mapped;
}

const notFound = () => new AccountStoreError('not-found');

/** One request as a promise (the idb package in a few lines). */
function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDatabase(factory: IDBFactory | undefined, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (cause: unknown) => {
      settled = true;
      const error = new AccountStoreError('unavailable');
      error.cause = cause;
      reject(error);
    };
    let req: IDBOpenDBRequest;
    try {
      if (!factory) throw new Error('IndexedDB is not available in this browser');
      req = factory.open(name, VERSION);
    } catch (error) {
      fail(error);
      return;
    }
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(ACCOUNTS)) db.createObjectStore(ACCOUNTS);
      if (!db.objectStoreNames.contains(LISTINGS)) {
        db.createObjectStore(LISTINGS, { keyPath: 'id' }).createIndex(BY_SELLER, 'sellerId');
      }
    };
    req.onsuccess = () => {
      // Opened after we gave up on a blocked upgrade: let it go rather than leak it.
      if (settled) req.result.close();
      else resolve(req.result);
    };
    req.onerror = () => fail(req.error);
    // Another tab holds an older version open; waiting could hang sign-in, so report it now.
    req.onblocked = () => fail(new Error('IndexedDB upgrade blocked by another tab'));
  });
}

/**
 * The embedded AccountStore: one IndexedDB database in the shopper's browser, surviving reloads.
 * Accounts are keyed by uid; listings by id with an index on sellerId. Every call is one
 * transaction, so a call that fails (or finds no account) writes nothing.
 */
export function createIndexedDbAccountStore(options: IndexedDbAccountStoreOptions = {}): AccountStore {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  const name = options.name ?? ACCOUNT_DB_NAME;
  const now = options.now ?? Date.now;
  let connection: Promise<IDBDatabase> | undefined;

  const database = () => {
    connection ??= openDatabase(factory, name).then(
      (db) => {
        // A newer version in another tab, or the browser dropping the database: reopen next time.
        const forget = () => {
          db.close();
          connection = undefined;
        };
        db.onversionchange = forget;
        db.onclose = forget;
        return db;
      },
      (error: unknown) => {
        connection = undefined;
        throw error;
      },
    );
    return connection;
  };

  async function run<T>(names: string[], mode: IDBTransactionMode, body: (tx: IDBTransaction) => Promise<T>): Promise<T> {
    const db = await database();
    return new Promise<T>((resolve, reject) => {
      let tx: IDBTransaction;
      try {
        tx = db.transaction(names, mode);
      } catch (error) {
        connection = undefined;
        reject(toStoreError(error));
        return;
      }
      let outcome: { value: T } | { error: unknown } | undefined;
      // Settle only when the transaction has committed (or rolled back), never before.
      tx.oncomplete = () => {
        if (outcome && 'value' in outcome) resolve(outcome.value);
        else reject(toStoreError(outcome?.error));
      };
      tx.onabort = () => reject(toStoreError(outcome && 'error' in outcome ? outcome.error : tx.error));
      body(tx).then(
        (value) => {
          outcome = { value };
        },
        (error: unknown) => {
          outcome = { error };
          try {
            tx.abort();
          } catch {
            // Already finished: oncomplete or onabort reports it.
          }
        },
      );
    });
  }

  const readAccount = (uid: string) =>
    run([ACCOUNTS], 'readonly', async (tx) => {
      const doc = await request<AccountDocument | undefined>(tx.objectStore(ACCOUNTS).get(uid));
      if (!doc) throw notFound();
      return doc;
    });

  /** Reads the account, lets `change` edit it and puts it back, in one readwrite transaction. */
  const updateAccount = <R>(uid: string, change: (doc: AccountDocument) => R) =>
    run([ACCOUNTS], 'readwrite', async (tx) => {
      const accounts = tx.objectStore(ACCOUNTS);
      const doc = await request<AccountDocument | undefined>(accounts.get(uid));
      if (!doc) throw notFound();
      const result = change(doc);
      await request(accounts.put(doc, uid));
      return result;
    });

  const requireAccount = async (tx: IDBTransaction, uid: string) => {
    if ((await request(tx.objectStore(ACCOUNTS).getKey(uid))) === undefined) throw notFound();
  };

  return {
    create: (uid, doc) =>
      run([ACCOUNTS], 'readwrite', async (tx) => {
        const accounts = tx.objectStore(ACCOUNTS);
        if ((await request(accounts.getKey(uid))) !== undefined) return 'exists' as const;
        await request(accounts.add(doc, uid));
        return 'created' as const;
      }),

    read: (uid) =>
      run([ACCOUNTS], 'readonly', async (tx) => (await request<AccountDocument | undefined>(tx.objectStore(ACCOUNTS).get(uid))) ?? null),

    // Patches are copied in, so what the caller holds and what we return share nothing.
    updatePrimaryInformation: (uid, patch) =>
      updateAccount(uid, (doc) => (doc.user.primaryInformation = { ...doc.user.primaryInformation, ...structuredClone(patch) })),

    updateLocation: (uid, patch) => updateAccount(uid, (doc) => (doc.user.location = { ...doc.user.location, ...structuredClone(patch) })),

    listOrders: async (uid) => ordersNewestFirst((await readAccount(uid)).orders ?? []),

    addOrder: (uid, order) =>
      updateAccount(uid, (doc) => {
        doc.orders = withOrder(doc.orders ?? [], order);
      }),

    listNotifications: async (uid) => (await readAccount(uid)).notifications ?? [],

    saveNotifications: (uid, items) =>
      updateAccount(uid, (doc) => {
        doc.notifications = items;
      }),

    readPreferences: async (uid) => (await readAccount(uid)).preferences ?? {},

    savePreferences: (uid, patch) =>
      updateAccount(uid, (doc) => (doc.preferences = mergePreferences(doc.preferences, structuredClone(patch)))),

    addListing: (uid, product) =>
      run([ACCOUNTS, LISTINGS], 'readwrite', async (tx) => {
        await requireAccount(tx, uid);
        const createdAt = now();
        const listing: Listing = { ...structuredClone(product), id: newListingId(createdAt), sellerId: uid, createdAt };
        await request(tx.objectStore(LISTINGS).add(listing));
        return listing;
      }),

    listMyListings: (uid) =>
      run([ACCOUNTS, LISTINGS], 'readonly', async (tx) => {
        await requireAccount(tx, uid);
        return newestFirst(await request<Listing[]>(tx.objectStore(LISTINGS).index(BY_SELLER).getAll(uid)));
      }),

    listListings: () =>
      run([LISTINGS], 'readonly', async (tx) => newestFirst(await request<Listing[]>(tx.objectStore(LISTINGS).getAll()))),
  };
}
