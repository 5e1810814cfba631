import type { AccountPreferences } from '../types/forms';
import type { ShopNotification } from '../types/notification';
import type { AdvanceOrderRequest, Order, PaymentSettlement, PlacedOrder, PlaceOrderRequest, ResumedPayment, Sale, UnpaidOrder } from '../types/order';
import type { Product, ProductReview } from '../types/product';
import type { AccountDocument, Location, PrimaryInformation } from '../types/user';
import type { EarlyBirdOutcome, EarlyBirdRegistration } from '../schemas/early-bird';
import type { ListingPatch } from '../schemas/listing-input';

/**
 * A listing: a product a shopper listed for sale, with its seller's uid. `isActive: false` is the
 * seller's draft, kept out of the shop (listings saved before it existed count as active). Shoppers find
 * the active ones through the catalog endpoint (contracts 2.1), which indexes them with the catalog.
 */
export type Listing = Product & {
  sellerId: string;
  createdAt: number;
  isActive?: boolean;
  /**
   * Contracts 2.1: whether it has been on sale, so an inactive listing its seller took off sale reads
   * apart from a draft that never was on sale. Absent, being on sale now says it.
   */
  wasOnSale?: boolean;
};

/**
 * AccountStore port: the client of the shop's server (the shell's), or the in-memory double (harnesses,
 * tests). Account documents are keyed by the auth uid and private to their shopper; listings are public
 * and live apart from them. Every write is whole or nothing: on rejection nothing was written.
 * Calls on a uid with no document reject with ServerCallError('not-found').
 */
export interface AccountStore {
  /** Writes a new account document unless one exists, and says which; an existing one is never overwritten. */
  create(uid: string, doc: AccountDocument): Promise<'created' | 'exists'>;
  read(uid: string): Promise<AccountDocument | null>;
  /** Merges into user.primaryInformation and resolves to the merged value. */
  updatePrimaryInformation(uid: string, patch: Partial<PrimaryInformation>): Promise<Partial<PrimaryInformation>>;
  /** Merges into user.location and resolves to the merged value. */
  updateLocation(uid: string, patch: Partial<Location>): Promise<Partial<Location>>;
  /** The shopper's orders, newest first. */
  listOrders(uid: string): Promise<Order[]>;
  /**
   * Saves an order; one with the same id (a retried save) is replaced, so it is never there twice.
   * The shop's server refuses it (since contracts 1.7 orders are placed with placeOrder); the
   * in-memory double keeps it for seeding sample orders.
   */
  addOrder(uid: string, order: Order): Promise<void>;
  /**
   * Contracts 1.7: the server prices the lines, keeps the order awaiting payment and answers the
   * amount and reference to pay. Absent under an older shell: checkout then cannot take payment.
   */
  placeOrder?(uid: string, request: PlaceOrderRequest): Promise<PlacedOrder>;
  /** Contracts 1.7: the server verifies the payment with the provider; rejects 'invalid' when it was not made. */
  confirmPayment?(uid: string, orderId: string): Promise<PaymentSettlement>;
  /** Contracts 1.8: the shopper's orders placed and not paid, newest first, expired ones included. */
  listUnpaidOrders?(uid: string): Promise<UnpaidOrder[]>;
  /**
   * Contracts 1.8, 'Complete payment': a new attempt to pay an unpaid order, or 'paid' when the last
   * attempt went through after all. Rejects 'invalid' when the order is paid or expired.
   */
  resumePayment?(uid: string, orderId: string): Promise<ResumedPayment>;
  /**
   * Contracts 2.2: the shopper closed the payment window unpaid. The order stays payable (Complete
   * payment), but its items are no longer held for it (issue 32), so they count toward nobody's cap.
   */
  cancelPayment?(uid: string, orderId: string): Promise<void>;
  /**
   * Contracts 1.8: a step along an order's life (seal, dispatch, arrive, confirm, return; 1.9 adds review,
   * which stores the buyer's stars and comment once for each line); rejects 'invalid' with the reason when refused.
   */
  advanceOrder?(uid: string, request: AdvanceOrderRequest): Promise<{ status: string }>;
  /** Contracts 1.7: the paid orders of this seller's items, newest first, one sale per order. */
  listSales?(uid: string): Promise<Sale[]>;
  /** Contracts 1.7: the sandbox provider records the test checkout's answer for this reference. */
  chargeSandbox?(uid: string, reference: string, outcome: 'success' | 'failed'): Promise<void>;
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
   * Contracts 2.1 (issue 29): the seller changes their listing's price, stock, description or pictures,
   * or takes it off sale (`isActive: false`) or puts it on sale; its name, category and page stay.
   * Resolves to the listing as it now stands. Rejects 'not-found' ('No such listing') for another
   * seller's listing or an id that is none, and 'invalid' naming the field the server refused.
   */
  updateListing?(uid: string, id: string, patch: ListingPatch): Promise<Listing>;
  /** Contracts 1.9, public: the reviews shoppers wrote in the shop for this product, newest first. */
  listProductReviews?(productId: string): Promise<ProductReview[]>;
  /**
   * Contracts 1.10, public: keeps an early-bird registration with its pictures, one per email (in any
   * letter case); a second one replaces the first and resolves 'updated'. Rejects 'invalid' with the
   * reason when the offer has ended or a field is refused.
   */
  registerEarlyBird?(registration: EarlyBirdRegistration): Promise<EarlyBirdOutcome>;
}
