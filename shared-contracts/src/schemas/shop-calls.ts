// Every callable of the shop's server, written once: its name, what it takes (the schema the server
// parses each payload with) and what it answers. The browser's `callServer`, the server's callables and
// the in-memory double are all typed by this map, so a renamed field is a compile error, not a 500.
import type * as v from 'valibot';
import type { ListedOrder } from '../domain/order-lists';
import type { Listing } from '../types/listing';
import type { ShopNotification } from '../types/notification';
import type { PaymentSettlement, PlacedOrder, ResumedPayment, Sale } from '../types/order';
import type { ProductReview } from '../types/product';
import type { AccountPreferences } from '../types/forms';
import type { AccountDocument, Location, PrimaryInformation } from '../types/user';
import {
  CreateAccountSchema,
  EmptySchema,
  LocationPatchSchema,
  NotificationsSchema,
  PreferencesPatchSchema,
  PrimaryInformationPatchSchema,
} from './account-payloads';
import { AdvanceOrderSchema, ProductRefSchema } from './advance-order';
import { EarlyBirdRegistrationSchema, type EarlyBirdOutcome } from './early-bird';
import { ListingInputSchema, ListingUpdateSchema } from './listing-input';
import { OrderRefSchema, PlaceOrderSchema, SandboxChargeSchema } from './place-order';

/** One callable: the schema of its payload, and (as a type only) its answer. */
export interface ShopCall<S extends v.GenericSchema = v.GenericSchema, A = unknown> {
  readonly input: S;
  /** Never set: it carries the answer's type. */
  readonly answer?: { readonly type: A };
}

const takes = <S extends v.GenericSchema>(input: S) => ({ answers: <A>(): ShopCall<S, A> => ({ input }) });

export const SHOP_CALLS = {
  /** Writes the caller's account from their sign-in unless one exists, and says which. */
  createAccount: takes(CreateAccountSchema).answers<{ outcome: 'created' | 'exists' }>(),
  readAccount: takes(EmptySchema).answers<AccountDocument | null>(),
  /** Merges into the profile; answers the merged value. */
  updatePrimaryInformation: takes(PrimaryInformationPatchSchema).answers<Partial<PrimaryInformation>>(),
  updateLocation: takes(LocationPatchSchema).answers<Partial<Location>>(),
  readPreferences: takes(EmptySchema).answers<AccountPreferences>(),
  savePreferences: takes(PreferencesPatchSchema).answers<AccountPreferences>(),
  listNotifications: takes(EmptySchema).answers<ShopNotification[]>(),
  /** Replaces the shopper's stored notifications with this list. */
  saveNotifications: takes(NotificationsSchema).answers<void>(),

  addListing: takes(ListingInputSchema).answers<Listing>(),
  /** A seller changes their own listing; answers it as it now stands. */
  updateListing: takes(ListingUpdateSchema).answers<Listing>(),
  listMyListings: takes(EmptySchema).answers<Listing[]>(),
  /** Public. */
  listProductReviews: takes(ProductRefSchema).answers<ProductReview[]>(),
  /** Public: a signed-in owner of the email may replace their registration. */
  registerEarlyBird: takes(EarlyBirdRegistrationSchema).answers<EarlyBirdOutcome>(),

  /** The server prices the lines, holds the items and keeps the order awaiting payment. */
  placeOrder: takes(PlaceOrderSchema).answers<PlacedOrder>(),
  /** Verified with the provider; refused 'invalid' when the payment was not made. */
  confirmPayment: takes(OrderRefSchema).answers<PaymentSettlement>(),
  /** The payment window closed unpaid: the order's units go back on sale. */
  cancelPayment: takes(OrderRefSchema).answers<void>(),
  /** A new attempt to pay an unpaid order, or 'paid' when the last one went through after all. */
  resumePayment: takes(OrderRefSchema).answers<ResumedPayment>(),
  /** A seller's or buyer's step along an order's life. */
  advanceOrder: takes(AdvanceOrderSchema).answers<{ status: string }>(),
  /** Every order of the shopper, paid or not, newest first. */
  listOrders: takes(EmptySchema).answers<ListedOrder[]>(),
  listSales: takes(EmptySchema).answers<Sale[]>(),
  /** The sandbox gateway's Pay and Decline; refused where payments are real. */
  sandboxCharge: takes(SandboxChargeSchema).answers<{ reference: string }>(),
} as const;

export type ShopCalls = typeof SHOP_CALLS;
export type CallName = keyof ShopCalls;
/** What the browser sends: the schema's input, before its defaults and transforms. */
export type CallInput<N extends CallName> = v.InferInput<ShopCalls[N]['input']>;
/** What the server's handler receives: the schema's output. */
export type CallPayload<N extends CallName> = v.InferOutput<ShopCalls[N]['input']>;
export type CallAnswer<N extends CallName> = ShopCalls[N] extends ShopCall<v.GenericSchema, infer A> ? A : never;
