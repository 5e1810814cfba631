import { ServerCallError, type AccountStore } from 'shared-contracts';
import type { RuntimeConfig } from '../config/runtime-config';
import type { AppCheckTokenSource, IdTokenSource } from './server-call';

function unavailable(error: unknown): ServerCallError {
  if (error instanceof ServerCallError) return error;
  const mapped = new ServerCallError('unavailable');
  mapped.cause = error;
  return mapped;
}

/**
 * The AccountStore over the shop's server the runtime config names. Its client is imported on first
 * use, so none of it is in the start-up bundle. A failed load is reported and tried again on the next call.
 */
export function accountStoreFor(
  config: RuntimeConfig['accountStore'],
  tokens: { idToken: IdTokenSource; knownIdToken?: IdTokenSource; appCheckToken?: AppCheckTokenSource },
): AccountStore {
  let loading: Promise<AccountStore> | undefined;

  async function open(): Promise<AccountStore> {
    const { createServerAccountStore } = await import(/* webpackChunkName: "account-store-server" */ './server-account-store');
    return createServerAccountStore({ url: config.url, ...tokens });
  }

  const use = <T>(call: (store: AccountStore) => Promise<T>): Promise<T> => {
    loading ??= open().catch((error: unknown) => {
      loading = undefined;
      throw unavailable(error);
    });
    return loading.then(call);
  };

  return {
    create: (uid, doc) => use((s) => s.create(uid, doc)),
    read: (uid) => use((s) => s.read(uid)),
    updatePrimaryInformation: (uid, patch) => use((s) => s.updatePrimaryInformation(uid, patch)),
    updateLocation: (uid, patch) => use((s) => s.updateLocation(uid, patch)),
    listOrders: (uid) => use((s) => s.listOrders(uid)),
    addOrder: (uid, order) => use((s) => s.addOrder(uid, order)),
    placeOrder: (uid, request) => use((s) => s.placeOrder!(uid, request)),
    listSales: (uid) => use((s) => s.listSales!(uid)),
    confirmPayment: (uid, orderId) => use((s) => s.confirmPayment!(uid, orderId)),
    listUnpaidOrders: (uid) => use((s) => s.listUnpaidOrders!(uid)),
    resumePayment: (uid, orderId) => use((s) => s.resumePayment!(uid, orderId)),
    cancelPayment: (uid, orderId) => use((s) => s.cancelPayment!(uid, orderId)),
    advanceOrder: (uid, request) => use((s) => s.advanceOrder!(uid, request)),
    chargeSandbox: (uid, reference, outcome) => use((s) => s.chargeSandbox!(uid, reference, outcome)),
    listNotifications: (uid) => use((s) => s.listNotifications(uid)),
    saveNotifications: (uid, items) => use((s) => s.saveNotifications(uid, items)),
    readPreferences: (uid) => use((s) => s.readPreferences(uid)),
    savePreferences: (uid, patch) => use((s) => s.savePreferences(uid, patch)),
    addListing: (uid, product) => use((s) => s.addListing(uid, product)),
    listMyListings: (uid) => use((s) => s.listMyListings(uid)),
    updateListing: (uid, id, patch) => use((s) => s.updateListing!(uid, id, patch)),
    listProductReviews: (productId) => use((s) => s.listProductReviews!(productId)),
    registerEarlyBird: (registration) => use((s) => s.registerEarlyBird!(registration)),
  };
}
