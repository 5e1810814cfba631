import type { AccountPreferences } from '../types/forms';
import type { Listing } from '../types/listing';
import type { ShopNotification } from '../types/notification';
import type { AdvanceOrderRequest, Order, PaymentSettlement, PlacedOrder, PlaceOrderRequest, ResumedPayment, Sale, UnpaidOrder } from '../types/order';
import type { Product, ProductReview } from '../types/product';
import type { AccountDocument, Location, PrimaryInformation } from '../types/user';
import type { EarlyBirdOutcome, EarlyBirdRegistration } from '../schemas/early-bird';
import type { ListingPatch } from '../schemas/listing-input';

/**
 * The in-memory server's store, which harnesses and tests answer `callServer` from
 * (memory-call-server.ts maps each callable onto it). Account documents are keyed by the caller's uid;
 * listings are public and live apart from them. Every write is whole or nothing: on rejection nothing
 * was written. Calls on a uid with no document reject with ServerCallError('not-found').
 */
export interface MemoryAccountStore {
  /** Writes a new account document unless one exists, and says which; an existing one is never overwritten. */
  create(uid: string, doc: AccountDocument): Promise<'created' | 'exists'>;
  read(uid: string): Promise<AccountDocument | null>;
  /** Merges into user.primaryInformation and resolves to the merged value. */
  updatePrimaryInformation(uid: string, patch: Partial<PrimaryInformation>): Promise<Partial<PrimaryInformation>>;
  /** Merges into user.location and resolves to the merged value. */
  updateLocation(uid: string, patch: Partial<Location>): Promise<Partial<Location>>;
  /** The shopper's orders, newest first. */
  listOrders(uid: string): Promise<Order[]>;
  /** Seeds an order (sample data); one with the same id is replaced, so it is never there twice. */
  addOrder(uid: string, order: Order): Promise<void>;
  /** Prices the lines, keeps the order awaiting payment and answers the amount and reference to pay. */
  placeOrder(uid: string, request: PlaceOrderRequest): Promise<PlacedOrder>;
  /** Verifies the payment with the pretend provider; rejects 'invalid' when it was not made. */
  confirmPayment(uid: string, orderId: string): Promise<PaymentSettlement>;
  /** The shopper's orders placed and not paid, newest first, expired ones included. */
  listUnpaidOrders(uid: string): Promise<UnpaidOrder[]>;
  /**
   * 'Complete payment': a new attempt to pay an unpaid order, or 'paid' when the last
   * attempt went through after all. Rejects 'invalid' when the order is paid or expired.
   */
  resumePayment(uid: string, orderId: string): Promise<ResumedPayment>;
  /** The shopper closed the payment window unpaid; the order stays payable (Complete payment). */
  cancelPayment(uid: string, orderId: string): Promise<void>;
  /**
   * A step along an order's life (seal, dispatch, arrive, confirm, return, review, which stores the buyer's
   * stars and comment once for each line); rejects 'invalid' with the reason when refused.
   */
  advanceOrder(uid: string, request: AdvanceOrderRequest): Promise<{ status: string }>;
  /** The paid orders of this seller's items, newest first, one sale per order. */
  listSales(uid: string): Promise<Sale[]>;
  /** The sandbox provider records the test checkout's answer for this reference. */
  chargeSandbox(uid: string, reference: string, outcome: 'success' | 'failed'): Promise<void>;
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
  /**
   * The seller changes their listing's price, stock, description or pictures,
   * or takes it off sale (`isActive: false`) or puts it on sale; its name, category and page stay.
   * Resolves to the listing as it now stands. Rejects 'not-found' ('No such listing') for another
   * seller's listing or an id that is none, and 'invalid' naming the field the server refused.
   */
  updateListing(uid: string, id: string, patch: ListingPatch): Promise<Listing>;
  /** Public: the reviews shoppers wrote in the shop for this product, newest first. */
  listProductReviews(productId: string): Promise<ProductReview[]>;
  /**
   * Public: keeps an early-bird registration with its pictures, one per email (in any
   * letter case); a second one replaces the first and resolves 'updated'. Rejects 'invalid' with the
   * reason when the offer has ended or a field is refused.
   */
  registerEarlyBird(registration: EarlyBirdRegistration): Promise<EarlyBirdOutcome>;
}
