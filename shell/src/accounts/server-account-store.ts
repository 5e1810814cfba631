import { ServerCallError, ORDER_STATUSES, type AccountStore, type Listing, type Order, type UnpaidOrder } from 'shared-contracts';
import { callServer, type AppCheckTokenSource, type IdTokenSource } from './server-call';

export interface ServerAccountStoreOptions {
  /** Where the shop's callables answer, e.g. `http://127.0.0.1:9094/demo-storefront/us-central1`. */
  url: string;
  idToken: IdTokenSource;
  /** The shopper's token if one is signed in already, never loading the identity for it (public calls a shopper's identity changes). */
  knownIdToken?: IdTokenSource;
  appCheckToken?: AppCheckTokenSource;
  fetchImpl?: typeof fetch;
}

type ServerOrder = Omit<Order, 'status'> & { status: string };

const isShownStatus = (status: string): status is Order['status'] => (ORDER_STATUSES as readonly string[]).includes(status);
const UNPAID = new Set(['awaiting-payment', 'expired', 'refunded']);
const isUnpaid = (order: ServerOrder): order is UnpaidOrder => UNPAID.has(order.status);

/**
 * The AccountStore over the shop's server: every read and write is a callable that checks the ID
 * token, so the uid a call names must be the signed-in shopper's (the server only ever acts for the
 * token's). The server decides what is stored; a refused write rejects with its reason.
 */
export function createServerAccountStore({ url, idToken, knownIdToken = async () => null, appCheckToken, fetchImpl }: ServerAccountStoreOptions): AccountStore {
  const call = <T>(name: string, data: unknown = {}) => callServer<T>(url, name, data, { idToken, appCheckToken, fetchImpl });
  // Public reads ask for no token: a visitor's listing page must not load the identity SDK for one.
  const publicCall = <T>(name: string, data: unknown = {}, token: IdTokenSource = async () => null) =>
    callServer<T>(url, name, data, { idToken: token, appCheckToken, fetchImpl });
  // One callable answers both lists; /orders/all asks for both at once, so they share one request in flight.
  let ordersInFlight: Promise<ServerOrder[]> | null = null;
  const allOrders = () =>
    (ordersInFlight ??= call<ServerOrder[]>('listOrders').finally(() => {
      ordersInFlight = null;
    }));

  return {
    create: async () => (await call<{ outcome: 'created' | 'exists' }>('createAccount')).outcome,
    read: () => call('readAccount'),
    updatePrimaryInformation: (_uid, patch) => call('updatePrimaryInformation', patch),
    updateLocation: (_uid, patch) => call('updateLocation', patch),
    listOrders: async () => (await allOrders()).filter((o): o is Order => isShownStatus(o.status)),
    listUnpaidOrders: async () => (await allOrders()).filter(isUnpaid),
    resumePayment: (_uid, orderId) => call('resumePayment', { orderId }),
    cancelPayment: async (_uid, orderId) => {
      await call('cancelPayment', { orderId });
    },
    advanceOrder: (_uid, request) => call('advanceOrder', request),
    addOrder: async () => {
      throw new ServerCallError('permission-denied', 'Orders are placed and paid through the shop’s server');
    },
    placeOrder: (_uid, request) => call('placeOrder', request),
    listSales: () => call('listSales'),
    confirmPayment: (_uid, orderId) => call('confirmPayment', { orderId }),
    chargeSandbox: async (_uid, reference, outcome) => {
      await call('sandboxCharge', { reference, outcome });
    },
    listNotifications: () => call('listNotifications'),
    saveNotifications: async (_uid, items) => {
      await call('saveNotifications', { items });
    },
    readPreferences: () => call('readPreferences'),
    savePreferences: (_uid, patch) => call('savePreferences', patch),
    addListing: (_uid, product) => {
      // What a seller decides; the server builds the rest (rating, slug, details, seller).
      const p = product as Partial<Listing> & { sku?: string; tags?: string[]; specifications?: { key: string; value: string }[] };
      return call<Listing>('addListing', {
        name: p.name,
        description: p.description,
        price: p.price,
        category: p.category,
        brand: p.brand ?? '',
        sku: p.sku ?? '',
        stock: p.stock,
        images: p.images,
        tags: p.tags ?? [],
        specifications: p.specifications ?? [],
        isActive: p.isActive ?? true,
        isFeatured: p.isFeatured ?? false,
      });
    },
    listMyListings: () => call('listMyListings'),
    updateListing: (_uid, id, patch) => {
      // Only the fields a seller may change, and only those given: two edits of different fields both land.
      const { price, stock, description, images, isActive } = patch;
      const changes = Object.entries({ price, stock, description, images, isActive }).filter(([, value]) => value !== undefined);
      return call<Listing>('updateListing', { id, ...Object.fromEntries(changes) });
    },
    listProductReviews: (productId) => publicCall('listProductReviews', { productId }),
    // Public, but a signed-in owner of the email may replace their registration (issue 32): their token goes along.
    registerEarlyBird: (registration) => publicCall('registerEarlyBird', registration, knownIdToken),
  };
}
