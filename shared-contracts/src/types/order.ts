import type { Kobo } from '../domain/money';
export type OrderStatus =
  | 'paid'
  | 'sealed'
  | 'dispatched'
  | 'arrived'
  | 'confirmed'
  | 'returned'
  | 'reviewed';

export interface OrderItem {
  name: string;
  price: number;
  quantity: number;
  image: string;
  /** Contracts 1.9, from the shop's server: the product it was, for its page and its reviews. */
  productId?: string;
}

/** A step along an order's life after payment (issue 19); the table of who may take it is domain/order-lifecycle.ts. */
export type OrderAction = 'seal' | 'dispatch' | 'arrive' | 'confirm' | 'return' | 'review';

/** SPEC §3 Order. */
export interface Order {
  id: string;
  status: OrderStatus;
  items: OrderItem[];
  total: number;
  /** ISO date. */
  date: string;
  paymentMethod: string;
  shippingAddress: string;
  /** Only for dispatched or arrived orders. */
  trackingNumber?: string;
  paymentReference?: string;
  /** Contracts 1.8 (issue 19), from the shop's server: who carries it, once dispatched. */
  courier?: string;
  /** Contracts 1.8: why the buyer returned it. */
  returnReason?: string;
  /** Contracts 1.9: the buyer's review of it, once reviewed. */
  review?: { rating: number; comment: string };
  /** Contracts 1.8: what the buyer may do with it now, as the server decided. */
  actions?: OrderAction[];
  /** Contracts 1.8: each status it reached and when (epoch ms), oldest first. */
  history?: { status: OrderStatus; at: number }[];
}

export interface Review {
  id: string;
  item: string;
  rating: number;
  comment: string;
  date: string;
}

export interface Sale {
  id: string;
  item: string;
  status: string;
  price: number;
  /** Contracts 1.7, a sale the shop's server records: the order's ISO date. */
  date?: string;
  /** Contracts 1.7: who bought, as much as a seller needs to know before shipping. */
  buyer?: { firstName: string; city: string };
  /** Contracts 1.8: the steps this seller may take now (issue 19), as the server decided. */
  actions?: OrderAction[];
  /** Contracts 1.8: once dispatched. */
  courier?: string;
  trackingNumber?: string;
  /** Contracts 1.9: why the buyer returned it, once returned. */
  returnReason?: string;
  /** Contracts 1.9: the buyer's review, once reviewed. */
  review?: { rating: number; comment: string };
}

/**
 * Place Order as the browser asks the shop's server (contracts 1.7): products, quantities, where and
 * how fast. Never a price, total, status or reference: the server decides those.
 */
export type { PlaceOrderRequest } from '../schemas/place-order';

/** Contracts 1.8: a seller's or buyer's step along an order's life; the server decides whether it may. */
export type { AdvanceOrderRequest } from '../schemas/advance-order';

/** What the server answers Place Order with: the pop-up opens with its amount and reference. */
export interface PlacedOrder {
  orderId: string;
  reference: string;
  /** The server's total, in kobo. */
  amountKobo: Kobo;
  currency: 'NGN';
  /** The server's total, in whole naira. */
  total: number;
  email: string;
  /** Epoch ms after which an unpaid order expires. */
  expiresAt: number;
}

/**
 * Contracts 1.8: an order placed and not paid (closed tab, declined or cancelled card). It can be paid
 * until `expiresAt`; after that it reads as expired and nothing can pay it. Contracts 2.2: refunded, a
 * payment that came after its items sold to another buyer and went back whole (issue 32).
 */
export interface UnpaidOrder extends Omit<Order, 'status' | 'trackingNumber'> {
  status: 'awaiting-payment' | 'expired' | 'refunded';
  /** Epoch ms. */
  expiresAt: number;
  /** The server's totals, whole naira: what `total` is made of. */
  subtotal: number;
  shipping: number;
  tax: number;
}

/**
 * Contracts 1.8, 'Complete payment': either the last attempt had been paid after all (the server
 * checked it with the provider first), or a new attempt to pay, with its own reference (a provider
 * takes each reference once) and the name on the order to open the pop-up with.
 */
export type ResumedPayment =
  | { status: 'paid'; orderId: string; total: number; reference: string }
  | (PlacedOrder & { status: 'awaiting-payment'; firstName: string; lastName: string });

/** Where a confirmed payment left the order; `paidNow` is false when it was already paid. */
export interface PaymentSettlement {
  status: string;
  paidNow: boolean;
}
