import type { FirebaseApp } from 'firebase/app';
import { AccountStoreError, type AccountStore } from 'shared-contracts';
import type { RuntimeConfig } from '../config/runtime-config';
import type { IdTokenSource } from './server-call';

function unavailable(error: unknown): AccountStoreError {
  if (error instanceof AccountStoreError) return error;
  const mapped = new AccountStoreError('unavailable');
  mapped.cause = error;
  return mapped;
}

/** A call only the shop's server answers: the embedded and Firestore stores cannot take payments. */
function orderCall<F extends (...args: never[]) => Promise<unknown>>(call: F | undefined): F {
  if (call) return call;
  return (async () => {
    throw new AccountStoreError('permission-denied', 'Orders are placed through the shop’s server (accountStore mode "server")');
  }) as unknown as F;
}

/**
 * The AccountStore the runtime config names. Its adapter is imported on first use, so neither
 * IndexedDB code nor Firestore is in the start-up bundle, and Firestore (with the Firebase app)
 * only ever loads in firestore mode. A failed load is reported and tried again on the next call.
 */
export function accountStoreFor(
  config: RuntimeConfig['accountStore'],
  firebaseApp: () => Promise<FirebaseApp>,
  idToken: IdTokenSource = async () => null,
): AccountStore & { warm(): void } {
  let loading: Promise<AccountStore> | undefined;

  async function open(): Promise<AccountStore> {
    if (config.mode === 'server') {
      const { createServerAccountStore } = await import(/* webpackChunkName: "account-store-server" */ './server-account-store');
      return createServerAccountStore({ url: config.url!, idToken });
    }
    if (config.mode === 'firestore') {
      const [{ firestoreAccountStoreFor }, app] = await Promise.all([
        import(/* webpackChunkName: "account-store-firestore" */ './firestore-account-store'),
        firebaseApp(),
      ]);
      return firestoreAccountStoreFor(app, config.collection);
    }
    const { createIndexedDbAccountStore } = await import(/* webpackChunkName: "account-store-indexeddb" */ './indexeddb-account-store');
    return createIndexedDbAccountStore();
  }

  const use = <T>(call: (store: AccountStore) => Promise<T>): Promise<T> => {
    loading ??= open().catch((error: unknown) => {
      loading = undefined;
      throw unavailable(error);
    });
    return loading.then(call);
  };

  return {
    /** Starts loading the adapter, for a page that reads the store at once; a failure waits for the next call. */
    warm: () => void use(async () => undefined).catch(() => undefined),
    create: (uid, doc) => use((s) => s.create(uid, doc)),
    read: (uid) => use((s) => s.read(uid)),
    updatePrimaryInformation: (uid, patch) => use((s) => s.updatePrimaryInformation(uid, patch)),
    updateLocation: (uid, patch) => use((s) => s.updateLocation(uid, patch)),
    listOrders: (uid) => use((s) => s.listOrders(uid)),
    addOrder: (uid, order) => use((s) => s.addOrder(uid, order)),
    placeOrder: (uid, request) => use((s) => orderCall(s.placeOrder)(uid, request)),
    confirmPayment: (uid, orderId) => use((s) => orderCall(s.confirmPayment)(uid, orderId)),
    chargeSandbox: (uid, reference, outcome) => use((s) => orderCall(s.chargeSandbox)(uid, reference, outcome)),
    listNotifications: (uid) => use((s) => s.listNotifications(uid)),
    saveNotifications: (uid, items) => use((s) => s.saveNotifications(uid, items)),
    readPreferences: (uid) => use((s) => s.readPreferences(uid)),
    savePreferences: (uid, patch) => use((s) => s.savePreferences(uid, patch)),
    addListing: (uid, product) => use((s) => s.addListing(uid, product)),
    listMyListings: (uid) => use((s) => s.listMyListings(uid)),
    listListings: () => use((s) => s.listListings()),
  };
}
