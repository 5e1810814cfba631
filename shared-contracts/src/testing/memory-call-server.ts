import { newAccountDocument } from '../domain/account';
import { isNewByStock } from '../domain/pricing';
import { productSlug } from '../domain/slug';
import type { ListingInput } from '../schemas/listing-input';
import type { Product } from '../types/product';
import type { IdentityUser } from '../ports/identity';
import type { MemoryAccountStore } from './memory-account-store-type';
import { ServerCallError, typedCalls, type CallServer } from '../ports/server-call';
import { shopperProfilePatch } from '../schemas/account-payloads';
import { describeProblem, parsePayload } from '../schemas/problem';
import { SHOP_CALLS, type CallAnswer, type CallPayload, type CallName } from '../schemas/shop-calls';

/** Who calls: the identity's user when one signed in, else the session's shopper (a harness signed in by hand). */
export interface MemoryCaller {
  uid: string | undefined;
  user: IdentityUser | null;
}

/** The calls a visitor may make; the double refuses every other one to a signed-out caller. */
type PublicCall = 'listProductReviews' | 'registerEarlyBird';
type Handler<N extends CallName> = (uid: string, payload: CallPayload<N>, caller: MemoryCaller) => Promise<CallAnswer<N>>;
type Answer<N extends CallName> = (payload: CallPayload<N>, caller: MemoryCaller) => Promise<CallAnswer<N>>;

/** A test's or harness's own answers to some calls, in place of the double's (a failure, a slow answer). */
export type ServerCallAnswers = { [N in CallName]?: Answer<N> };

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
 * like the server, it acts only for the caller, refuses a signed-out caller all but public calls, and
 * checks each payload with the callable's schema.
 */
export function memoryCallServer(store: MemoryAccountStore, caller: () => MemoryCaller, now: () => number = Date.now, answers: ServerCallAnswers = {}): CallServer {
  const handlers: { [N in Exclude<CallName, PublicCall>]: Handler<N> } = {
    createAccount: async (uid, _, { user }) => ({
      outcome: await store.create(uid, newAccountDocument(user ?? { uid, email: null, displayName: null, photoUrl: null, providerId: 'google.com' }, new Date(now()))),
    }),
    readAccount: (uid) => store.read(uid),
    updatePrimaryInformation: (uid, patch) => store.updatePrimaryInformation(uid, shopperProfilePatch(patch)),
    updateLocation: (uid, patch) => store.updateLocation(uid, patch),
    readPreferences: (uid) => store.readPreferences(uid),
    savePreferences: (uid, patch) => store.savePreferences(uid, patch),
    listNotifications: (uid) => store.listNotifications(uid),
    saveNotifications: (uid, { items }) => store.saveNotifications(uid, items),
    addListing: (uid, input) => store.addListing(uid, listingProduct(input)),
    updateListing: (uid, { id, ...patch }) => store.updateListing!(uid, id, patch),
    listMyListings: (uid) => store.listMyListings(uid),
    placeOrder: (uid, request) => store.placeOrder!(uid, request),
    confirmPayment: (uid, { orderId }) => store.confirmPayment!(uid, orderId),
    cancelPayment: (uid, { orderId }) => store.cancelPayment!(uid, orderId),
    resumePayment: (uid, { orderId }) => store.resumePayment!(uid, orderId),
    advanceOrder: (uid, request) => store.advanceOrder!(uid, request),
    // One answer holds every order, paid or not, as the server's does.
    listOrders: async (uid) => [...(await store.listOrders(uid)), ...((await store.listUnpaidOrders?.(uid)) ?? [])],
    listSales: (uid) => store.listSales!(uid),
    sandboxCharge: async (uid, { reference, outcome }) => {
      await store.chargeSandbox!(uid, reference, outcome);
      return { reference };
    },
  };
  const publicHandlers: { [N in PublicCall]: Answer<N> } = {
    listProductReviews: ({ productId }) => store.listProductReviews!(productId),
    registerEarlyBird: (registration) => store.registerEarlyBird!(registration),
  };
  // Indexed by a name the map's types cannot follow into: each table above is typed by the map.
  const own = answers as Record<string, Answer<CallName> | undefined>;
  const anyone = publicHandlers as Record<string, Answer<CallName> | undefined>;
  const mine = handlers as Record<string, Handler<CallName> | undefined>;
  return typedCalls(async (name, data = {}) => {
    const call = (SHOP_CALLS as Record<string, (typeof SHOP_CALLS)[CallName] | undefined>)[name];
    if (!call) throw new ServerCallError('not-found', `No callable named ${name}`);
    const answer = own[name] ?? anyone[name];
    const who = caller();
    if (!answer && !who.uid) throw new ServerCallError('permission-denied', 'Please sign in to continue');
    // Checked with the server's own schema, so a payload the server would refuse is refused here too.
    const parsed = parsePayload(call.input, data);
    if (!parsed.ok) throw new ServerCallError('invalid', describeProblem(parsed.problem));
    const payload = parsed.value as CallPayload<CallName>;
    return answer ? answer(payload, who) : mine[name]!(who.uid!, payload, who);
  });
}
