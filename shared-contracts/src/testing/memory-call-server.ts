import { newAccountDocument } from '../domain/account';
import { isNewByStock } from '../domain/pricing';
import { productSlug } from '../domain/slug';
import type { ListingInput } from '../schemas/listing-input';
import type { Product } from '../types/product';
import type { IdentityUser } from '../ports/identity';
import type { MemoryAccountStore } from './memory-account-store-type';
import { ServerCallError, type CallServer } from '../ports/server-call';

/** Who calls: the identity's user when one signed in, else the session's shopper (a harness signed in by hand). */
export interface MemoryCaller {
  uid: string | undefined;
  user: IdentityUser | null;
}

type Handler = (uid: string, payload: any, caller: MemoryCaller) => Promise<unknown>;

/** A remote's own answers for calls the double does not know yet (a call that remote is adding). */
export type ServerCallAnswers = Record<string, (payload: any, caller: MemoryCaller) => Promise<unknown>>;

/** What the server builds around a seller's fields: the first picture is the listing's, no rating yet, its page the name's slug. */
const listingProduct = (input: ListingInput): Omit<Product, 'id' | 'sellerId'> => ({
  ...input,
  image: input.images[0] ?? '',
  rating: 0,
  reviewCount: 0,
  discountPercentage: 0,
  isNew: isNewByStock(input.stock),
  slug: productSlug(input.name),
  details: [`Stock available: ${input.stock}`],
});

/**
 * The shop server's callables, by name, over the in-memory store: the double of `callServer` that
 * harnesses and tests give remotes. Names, payloads and answers are the server's (shop-callables.ts);
 * like the server, it acts only for the caller, and refuses a signed-out caller all but public calls.
 */
export function memoryCallServer(store: MemoryAccountStore, caller: () => MemoryCaller, now: () => number = Date.now, answers: ServerCallAnswers = {}): CallServer {
  const handlers: Record<string, Handler> = {
    createAccount: async (uid, _, { user }) => ({
      outcome: await store.create(uid, newAccountDocument(user ?? { uid, email: null, displayName: null, photoUrl: null, providerId: 'google.com' }, new Date(now()))),
    }),
    readAccount: (uid) => store.read(uid),
    updatePrimaryInformation: (uid, patch) => store.updatePrimaryInformation(uid, patch),
    updateLocation: (uid, patch) => store.updateLocation(uid, patch),
    readPreferences: (uid) => store.readPreferences(uid),
    savePreferences: (uid, patch) => store.savePreferences(uid, patch),
    listNotifications: (uid) => store.listNotifications(uid),
    saveNotifications: async (uid, { items }) => {
      await store.saveNotifications(uid, items);
      return {};
    },
    addListing: (uid, input: ListingInput) => store.addListing(uid, listingProduct(input)),
    updateListing: (uid, { id, ...patch }) => store.updateListing!(uid, id, patch),
    listMyListings: (uid) => store.listMyListings(uid),
    placeOrder: (uid, request) => store.placeOrder!(uid, request),
    confirmPayment: (uid, { orderId }) => store.confirmPayment!(uid, orderId),
    cancelPayment: async (uid, { orderId }) => {
      await store.cancelPayment!(uid, orderId);
      return {};
    },
    resumePayment: (uid, { orderId }) => store.resumePayment!(uid, orderId),
    advanceOrder: (uid, request) => store.advanceOrder!(uid, request),
    // One answer holds every order, paid or not, as the server's does.
    listOrders: async (uid) => [...(await store.listOrders(uid)), ...((await store.listUnpaidOrders?.(uid)) ?? [])],
    listSales: (uid) => store.listSales!(uid),
    sandboxCharge: async (uid, { reference, outcome }) => {
      await store.chargeSandbox!(uid, reference, outcome);
      return {};
    },
  };
  const publicHandlers: Record<string, (payload: any) => Promise<unknown>> = {
    listProductReviews: ({ productId }) => store.listProductReviews!(productId),
    registerEarlyBird: (registration) => store.registerEarlyBird!(registration),
  };
  return async <T>(name: string, payload: unknown = {}) => {
    const own = answers[name];
    if (own) return (await own(payload, caller())) as T;
    const anyone = publicHandlers[name];
    if (anyone) return (await anyone(payload)) as T;
    const handler = handlers[name];
    if (!handler) throw new ServerCallError('not-found', `No callable named ${name}`);
    const who = caller();
    if (!who.uid) throw new ServerCallError('permission-denied', 'Please sign in to continue');
    return (await handler(who.uid, payload, who)) as T;
  };
}
