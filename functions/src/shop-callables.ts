// Every callable of the shop's server as a spec (its limit and handler; its schema and answer from the map of
// the shop's calls) over the services it needs: index.ts serves each as an HTTPS callable, and a test runs them all over local services (the fuzz).
import { logger } from 'firebase-functions';
import type { Pool } from 'pg';
import type { CallAnswer, CallName } from 'shared-contracts';
import { SHOP_CALLS, type ShopCalls } from 'shared-contracts/schemas';
import type { Deps } from './app/deps';
import type { ServerConfig } from './app/server-config';
import * as accounts from './accounts/account-handlers';
import { earlyBirdId, pictureBytes, registerEarlyBird } from './early-bird/register-early-bird';
import type { CallableSpec } from './http/run-callable';
import { Refusal } from './http/refusal';
import type { ImageStore } from './images/image-store';
import * as listings from './listings/listing-handlers';
import { updateListing } from './listings/update-listing';
import { advanceOrder } from './orders/advance-order';
import { cancelPayment } from './orders/cancel-payment';
import { listSales } from './orders/list-sales';
import { confirmPayment, listOrders } from './orders/order-handlers';
import { placeOrder } from './orders/place-order';
import { resumePayment } from './orders/resume-payment';
import type { VerifyCharge } from './payments/charge';
import type { RefundCharge } from './payments/refund';
import { recordSandboxCharge } from './payments/sandbox-charges';
import { indexReviews } from './reviews/index-reviews';
import * as reviews from './reviews/review-handlers';
import type { StockKeeper } from './stock/stock-keeper';

export interface ShopServices {
  /** Firestore and the clock. */
  deps: () => Deps;
  /** The catalog index's PostgreSQL, once it is ready. */
  catalog: () => Promise<Pool>;
  images: ImageStore;
  stock: StockKeeper;
  /** The provider's verification and refunds (Paystack's API, or the sandbox's own records). */
  payments: () => { verify: VerifyCharge; refund: RefundCharge };
  config: Pick<ServerConfig, 'payment' | 'unpaidOrderTtlMs' | 'staffEmails' | 'earlyBirdEndsAt'>;
}

/** A callable as the server writes it: the map of the shop's calls gives its name, schema and answer. */
export type ServedCall<N extends CallName> = Omit<CallableSpec<ShopCalls[N]['input'], CallAnswer<N>>, 'schema'>;
export type ServedCalls = { [N in CallName]: ServedCall<N> };
export type ShopCallables = { [N in CallName]: CallableSpec<ShopCalls[N]['input'], CallAnswer<N>> };

/** Each served call with its schema from the map. */
const withSchemas = (served: ServedCalls): ShopCallables =>
  Object.fromEntries(Object.entries(served).map(([name, call]) => [name, { ...call, schema: SHOP_CALLS[name as CallName].input }])) as ShopCallables;

export function shopCallables({ deps, catalog, images, stock, payments, config }: ShopServices): ShopCallables {
  const listingDeps = () => ({ catalog, now: deps().now, images });
  return withSchemas({
    createAccount: { handler: (_, caller) => accounts.createAccount(deps(), caller) },
    readAccount: { limit: 'read', handler: (_, caller) => accounts.readAccount(deps(), caller) },
    updatePrimaryInformation: { handler: (patch, caller) => accounts.updatePrimaryInformation(deps(), caller, patch) },
    updateLocation: { handler: (patch, caller) => accounts.updateLocation(deps(), caller, patch) },
    readPreferences: { limit: 'read', handler: (_, caller) => accounts.readPreferences(deps(), caller) },
    savePreferences: { handler: (patch, caller) => accounts.savePreferences(deps(), caller, patch) },
    listNotifications: { limit: 'read', handler: (_, caller) => accounts.listNotifications(deps(), caller) },
    saveNotifications: { handler: ({ items }, caller) => accounts.saveNotifications(deps(), caller, items) },

    addListing: { limit: 'listing', handler: (input, caller) => listings.addListing(listingDeps(), caller, input) },
    /** A seller changes their own listing (issue 29): price, stock, description, pictures, on sale or not. */
    updateListing: { limit: 'listing', handler: (update, caller) => updateListing(listingDeps(), caller, update) },
    listMyListings: { limit: 'read', handler: (_, caller) => listings.listMyListings(listingDeps(), caller) },
    listProductReviews: { public: true, limit: 'read', handler: ({ productId }) => reviews.listProductReviews(deps(), productId) },

    /** Public: a visitor registers for the early-bird offer (one registration per email, replaced only by its signed-in owner, until the offer ends). */
    registerEarlyBird: {
      public: true,
      limit: 'earlyBird',
      // Its pictures' bytes, by the client's address and by the email it names (its hash: no address in the counts).
      cost: (input) => ({ kind: 'earlyBirdBytes', amount: pictureBytes(input.images), subject: earlyBirdId(input.email) }),
      handler: (input, caller) => registerEarlyBird({ ...deps(), images, endsAt: config.earlyBirdEndsAt }, input, caller),
    },

    placeOrder: {
      handler: (request, caller) => placeOrder({ ...deps(), stock, provider: config.payment.provider, unpaidOrderTtlMs: config.unpaidOrderTtlMs }, caller, request),
    },
    confirmPayment: { handler: ({ orderId }, caller) => confirmPayment({ ...deps(), ...payments(), stock }, caller, orderId) },
    /** The buyer closed the payment window unpaid: the order's units go back on sale (issue 32). */
    cancelPayment: { handler: ({ orderId }, caller) => cancelPayment({ ...deps(), stock }, caller, orderId) },
    resumePayment: { handler: ({ orderId }, caller) => resumePayment({ ...deps(), ...payments(), stock }, caller, orderId) },
    /** A seller's or buyer's step along an order's life (issue 19): seal, dispatch, arrive, confirm, return. */
    advanceOrder: {
      handler: async (request, caller) => {
        const result = await advanceOrder({ ...deps(), staffEmails: config.staffEmails }, caller, request);
        // A review counts into its product's totals at once; if that fails, the outbox's sweep counts it later.
        if (request.action === 'review') {
          await indexReviews(await catalog(), deps().db, request.orderId).catch((error: unknown) => logger.warn('review not counted yet', error));
        }
        return result;
      },
    },
    listOrders: { limit: 'read', handler: (_, caller) => listOrders(deps(), caller) },
    listSales: { limit: 'read', handler: (_, caller) => listSales({ ...deps(), staffEmails: config.staffEmails }, caller) },

    /** The sandbox gateway's Pay and Decline; refused where payments are real. */
    sandboxCharge: {
      handler: (input, caller) => {
        if (config.payment.provider !== 'sandbox') throw new Refusal('failed-precondition', 'Sandbox charges are off: payments are real here');
        return recordSandboxCharge({ ...deps(), stock }, caller, input);
      },
    },
  });
}
