import { mergePreferences, newestFirst, ordersNewestFirst, withOrder } from '../domain/account-lists';
import { formatShippingAddress, orderId, paymentReference } from '../domain/checkout';
import { toKobo } from '../domain/money';
import { isNewByStock } from '../domain/pricing';
import { nextActions, ORDER_TRANSITIONS, transitionProblem } from '../domain/order-lifecycle';
import { orderTotals } from '../domain/totals';
import type { AdvanceOrderRequest, Order, PaymentSettlement, PlacedOrder, Sale } from '../types/order';
import { MESSAGES } from '../messages';
import type { EarlyBirdRegistration } from '../schemas/early-bird';
import type { ListingPatch } from '../schemas/listing-input';
import type { ProductReview } from '../types/product';
import type { AccountDocument } from '../types/user';
import { clone } from './clone';
import { ServerCallError } from '../ports/server-call';
import type { Listing } from '../types/listing';
import type { MemoryAccountStore } from './memory-account-store-type';

/** What the double's pretend server knows of a product's price. */
export interface MemoryPrice {
  name: string;
  image: string;
  /** Whole naira. */
  unitPrice: number;
}

interface Unpaid {
  uid: string;
  placed: PlacedOrder;
  /** The order as it reads once paid. */
  order: Order;
  totals: { subtotal: number; shipping: number; tax: number };
  names: { firstName: string; lastName: string };
  charge?: 'success' | 'failed';
}

/**
 * The in-memory server of the remotes' harnesses and tests: `priceOf` prices Place Order as the server
 * would (a product it does not know is refused), and the sandbox's answers settle the order.
 */
export function createMemoryAccountStore(
  seed: Record<string, AccountDocument> = {},
  options: {
    now?: () => number;
    listings?: Listing[];
    priceOf?: (productId: string) => MemoryPrice | null;
    sales?: Record<string, Sale[]>;
    /** When the early-bird offer ends (ms); registrations after it are refused, as the server does. */
    earlyBirdEndsAt?: number;
  } = {},
): MemoryAccountStore {
  const now = options.now ?? Date.now;
  const docs = new Map<string, AccountDocument>(Object.entries(clone(seed)));
  const listings: Listing[] = clone(options.listings ?? []);
  const sales: Record<string, Sale[]> = clone(options.sales ?? {});
  let nextId = listings.length + 1;
  const unpaid = new Map<string, Unpaid>();
  /** The pretend server's reviews, by product id (an order line without one is known by its name). */
  const reviews = new Map<string, ProductReview[]>();
  /** Early-bird registrations by email in lower case. */
  const earlyBirds = new Map<string, EarlyBirdRegistration>();
  const need = (uid: string) => {
    const doc = docs.get(uid);
    if (!doc) throw new ServerCallError('not-found');
    return doc;
  };
  async function confirmPayment(uid: string, id: string): Promise<PaymentSettlement> {
    const doc = need(uid);
    if (doc.orders.some((o) => o.id === id)) return { status: 'paid', paidNow: false };
    const entry = unpaid.get(id);
    if (!entry || entry.uid !== uid) throw new ServerCallError('not-found', 'No such order');
    if (entry.charge !== 'success') {
      throw new ServerCallError('invalid', `Payment not verified: ${entry.charge ? 'the payment did not go through (failed)' : 'no payment was found for this order'}`);
    }
    unpaid.delete(id);
    doc.orders = withOrder(doc.orders, entry.order);
    return { status: 'paid', paidNow: true };
  }
  /** A review, stored once for each line: on the product and in the buyer's My Reviews. */
  function storeReviews(doc: AccountDocument, order: Order, rating: number, comment: string, at: number) {
    const date = new Date(at).toISOString();
    const reviewer = doc.user.primaryInformation.firstName ?? 'A shopper';
    order.items.forEach((line, i) => {
      const key = line.productId ?? line.name;
      reviews.set(key, [{ rating, comment, date, reviewerName: reviewer }, ...(reviews.get(key) ?? [])]);
      doc.reviews = [...doc.reviews, { id: `${order.id}-${i}`, item: line.name, rating, comment, date }];
    });
  }
  /** A buyer's step with one of their orders, by the same table the shop's server uses. */
  function advanceBought(doc: AccountDocument, order: Order, request: AdvanceOrderRequest) {
    if (order.status !== request.expectedStatus) throw new ServerCallError('invalid', `This order has changed: it is ${order.status} now. Reload to see it.`);
    const at = now();
    const arrivedAt = order.history?.find((h) => h.status === 'arrived')?.at;
    const problem = transitionProblem({ status: order.status, arrivedAt }, request.action, 'buyer', at);
    if (problem) throw new ServerCallError('invalid', problem);
    if (request.action === 'review' && (!request.rating || !request.comment)) throw new ServerCallError('invalid', 'rating: is required to review');
    const status = ORDER_TRANSITIONS[request.action].to;
    Object.assign(order, { status, history: [...(order.history ?? []), { status, at }] }, request.reason ? { returnReason: request.reason } : {});
    if (request.action === 'review') {
      order.review = { rating: request.rating!, comment: request.comment! };
      storeReviews(doc, order, request.rating!, request.comment!, at);
    }
    order.actions = nextActions({ status, arrivedAt }, 'buyer', at);
    return Promise.resolve({ status });
  }
  return {
    async create(uid, doc) {
      if (docs.has(uid)) return 'exists';
      docs.set(uid, clone(doc));
      return 'created';
    },
    async read(uid) {
      const doc = docs.get(uid);
      return doc ? clone(doc) : null;
    },
    async updatePrimaryInformation(uid, patch) {
      const doc = need(uid);
      doc.user.primaryInformation = { ...doc.user.primaryInformation, ...clone(patch) };
      return clone(doc.user.primaryInformation);
    },
    async updateLocation(uid, patch) {
      const doc = need(uid);
      doc.user.location = { ...doc.user.location, ...clone(patch) };
      return clone(doc.user.location);
    },
    async listOrders(uid) {
      return clone(ordersNewestFirst(need(uid).orders));
    },
    async addOrder(uid, order) {
      const doc = need(uid);
      doc.orders = withOrder(doc.orders, clone(order));
    },
    async placeOrder(uid, request) {
      need(uid);
      const lines = request.items.map((item, i) => {
        const price = options.priceOf?.(item.productId);
        if (!price) throw new ServerCallError('invalid', `items.${i}.productId: this product is no longer for sale`);
        return { product: { id: item.productId, name: price.name, image: price.image, price: price.unitPrice, total: price.unitPrice * item.quantity, addedAt: '', sellerId: '000000' }, quantity: item.quantity };
      });
      const totals = orderTotals(lines, request.shippingMethod);
      const at = now();
      const placed: PlacedOrder = {
        orderId: orderId(at),
        reference: paymentReference(at),
        amountKobo: toKobo(totals.total),
        currency: 'NGN',
        total: totals.total,
        email: request.shipping.email,
        expiresAt: at + 24 * 60 * 60 * 1000,
      };
      const order: Order = {
        id: placed.orderId,
        status: 'paid',
        items: lines.map((l) => ({ name: l.product.name, price: l.product.price, quantity: l.quantity, image: l.product.image })),
        total: totals.total,
        date: new Date(at).toISOString(),
        paymentMethod: 'Card',
        shippingAddress: formatShippingAddress({ ...request.shipping, method: request.shippingMethod }),
        paymentReference: placed.reference,
      };
      const { subtotal, shipping, tax } = totals;
      unpaid.set(placed.orderId, { uid, placed, order, totals: { subtotal, shipping, tax }, names: { firstName: request.shipping.firstName, lastName: request.shipping.lastName } });
      return clone(placed);
    },
    async listUnpaidOrders(uid) {
      need(uid);
      const at = now();
      const mine = [...unpaid.values()].filter((u) => u.uid === uid).reverse();
      return mine.map(({ order, placed, totals }) => {
        const { trackingNumber: _, ...rest } = clone(order);
        return { ...rest, ...totals, status: placed.expiresAt <= at ? 'expired' : 'awaiting-payment', expiresAt: placed.expiresAt };
      });
    },
    async resumePayment(uid, id) {
      const doc = need(uid);
      const paid = doc.orders.find((o) => o.id === id);
      if (paid) throw new ServerCallError('invalid', 'This order is already paid.');
      const entry = unpaid.get(id);
      if (!entry || entry.uid !== uid) throw new ServerCallError('not-found', 'No such order');
      if (entry.charge === 'success') {
        await confirmPayment(uid, id);
        return { status: 'paid', orderId: id, total: entry.placed.total, reference: entry.placed.reference };
      }
      if (entry.placed.expiresAt <= now()) throw new ServerCallError('invalid', 'This order expired before it was paid. Please order again.');
      const reference = paymentReference(now());
      entry.placed = { ...entry.placed, reference };
      entry.order = { ...entry.order, paymentReference: reference };
      delete entry.charge;
      return { status: 'awaiting-payment', ...clone(entry.placed), ...entry.names };
    },
    async cancelPayment(uid, id) {
      const entry = unpaid.get(id);
      if (!entry || entry.uid !== uid) throw new ServerCallError('not-found', 'No such order');
    },
    async chargeSandbox(uid, reference, outcome) {
      const entry = [...unpaid.values()].find((u) => u.placed.reference === reference && u.uid === uid);
      if (!entry) throw new ServerCallError('not-found', 'No such order');
      entry.charge = outcome;
    },
    confirmPayment,
    async listSales(uid) {
      need(uid);
      return clone(sales[uid] ?? []);
    },
    async advanceOrder(uid, request) {
      const doc = need(uid);
      const bought = doc.orders.find((o) => o.id === request.orderId);
      if (bought) return advanceBought(doc, bought, request);
      // The pretend server moves this seller's sales along the same table the shop's server uses.
      const sale = sales[uid]?.find((s) => s.id === request.orderId);
      if (!sale) throw new ServerCallError('not-found', 'No such order');
      if (sale.status !== request.expectedStatus) throw new ServerCallError('invalid', `This order has changed: it is ${sale.status} now. Reload to see it.`);
      const problem = transitionProblem(sale, request.action, 'seller', now());
      if (problem) throw new ServerCallError('invalid', problem);
      sale.status = ORDER_TRANSITIONS[request.action].to;
      sale.actions = nextActions(sale, 'seller', now());
      if (request.action === 'dispatch') Object.assign(sale, { courier: request.courier, trackingNumber: request.trackingNumber });
      return { status: sale.status };
    },
    async listNotifications(uid) {
      return clone(need(uid).notifications);
    },
    async saveNotifications(uid, items) {
      need(uid).notifications = clone(items);
    },
    async readPreferences(uid) {
      return clone(need(uid).preferences ?? {});
    },
    async savePreferences(uid, patch) {
      const doc = need(uid);
      doc.preferences = mergePreferences(doc.preferences, clone(patch));
      return clone(doc.preferences);
    },
    async addListing(uid, product) {
      need(uid);
      const listing: Listing = { ...clone(product), id: `listing-${nextId++}`, sellerId: uid, createdAt: now() };
      listings.push(listing);
      return clone(listing);
    },
    async listMyListings(uid) {
      need(uid);
      return clone(newestFirst(listings.filter((l) => l.sellerId === uid)));
    },
    async updateListing(uid, id, patch) {
      need(uid);
      const listing = listings.find((l) => l.id === id && l.sellerId === uid);
      if (!listing) throw new ServerCallError('not-found', 'No such listing');
      applyListingPatch(listing, clone(patch));
      return clone(listing);
    },
    async listProductReviews(productId) {
      return clone(reviews.get(productId) ?? []);
    },
    async registerEarlyBird(registration) {
      if (options.earlyBirdEndsAt !== undefined && now() >= options.earlyBirdEndsAt) throw new ServerCallError('invalid', MESSAGES.earlyBird.ended);
      const key = registration.email.trim().toLowerCase();
      const outcome = earlyBirds.has(key) ? 'updated' : 'registered';
      earlyBirds.set(key, clone(registration));
      return outcome;
    },
  };
}

/**
 * A seller's edit as the shop's server makes it: only what the patch names changes; the stock's line
 * of the details and 'New' follow the stock; the first picture is the listing's. An edit that names
 * nothing, or no picture, is refused as the server's schema refuses it.
 */
function applyListingPatch(listing: Listing, patch: ListingPatch) {
  const { price, stock, description, images, isActive } = patch;
  if ([price, stock, description, images, isActive].every((value) => value === undefined)) {
    throw new ServerCallError('invalid', 'Nothing to change: send at least one of price, stock, description, images, isActive');
  }
  if (images?.length === 0) throw new ServerCallError('invalid', 'images: At least one image is required');
  if (price !== undefined) listing.price = price;
  if (stock !== undefined) {
    listing.stock = stock;
    listing.isNew = isNewByStock(stock);
    listing.details = listing.details.map((line) => (line.startsWith('Stock available: ') ? `Stock available: ${stock}` : line));
  }
  if (description !== undefined) listing.description = description;
  if (images) Object.assign(listing, { images, image: images[0] });
  if (isActive !== undefined) {
    // Listings saved before drafts existed count as on sale.
    listing.wasOnSale = (listing.wasOnSale ?? listing.isActive !== false) || isActive;
    listing.isActive = isActive;
  }
}
