import type { Kobo, OrderStatus } from 'shared-contracts';
import type { PlaceOrderRequest } from 'shared-contracts/schemas';

/**
 * Before payment an order awaits it; unpaid past its time it expires. Paid on, it follows the lifecycle.
 * Refunded: a payment came after its units sold to another buyer, and went back (stock/).
 */
export type ServerOrderStatus = 'awaiting-payment' | 'expired' | 'refunded' | OrderStatus;

/** The statuses of an order not paid: before a payment, or past the time to make one. */
export const UNPAID_STATUSES: ReadonlySet<string> = new Set<ServerOrderStatus>(['awaiting-payment', 'expired']);

export interface OrderLine {
  productId: string;
  name: string;
  /** An address, never image data. */
  image: string;
  /** Whole naira, as the catalog or the listing priced it when the order was placed. */
  price: number;
  quantity: number;
  sellerId: string;
}

export interface OrderEvent {
  status: ServerOrderStatus;
  /** A uid, or 'payment' when the payment provider's verification moved it. */
  by: string;
  at: number;
}

/** One seller's lines of an order with several sellers, shipped on their own (see seller-parts). */
export interface SellerPart {
  status: 'paid' | 'sealed' | 'dispatched' | 'arrived';
  courier?: string;
  trackingNumber?: string;
  arrivedAt?: number;
  history: OrderEvent[];
}

/** An order as the server keeps it (`orders/{id}`). Amounts in whole naira; the charge in kobo. */
export interface OrderRecord {
  id: string;
  buyerUid: string;
  sellerIds: string[];
  status: ServerOrderStatus;
  items: OrderLine[];
  subtotal: number;
  shippingCost: number;
  tax: number;
  total: number;
  amountKobo: Kobo;
  currency: 'NGN';
  shippingMethod: PlaceOrderRequest['shippingMethod'];
  shipping: PlaceOrderRequest['shipping'];
  shippingAddress: string;
  /** The reference of the current attempt to pay; the one that paid, once paid. */
  reference: string;
  /** Every attempt's reference, oldest first: a provider takes each once, so each retry has its own. */
  references: string[];
  provider: 'sandbox' | 'paystack';
  paymentMethod: string;
  createdAt: number;
  /** ISO time, as the order lists show it. */
  date: string;
  expiresAt: number;
  paidAt?: number;
  refundedAt?: number;
  /** Set by the steps of issue 19: dispatch, arrival, a return. */
  courier?: string;
  trackingNumber?: string;
  /** Every tracking number the order travels under (one per part), for the courier's reports. */
  trackingNumbers?: string[];
  arrivedAt?: number;
  /** An order with several sellers: each seller's part, by seller id. */
  parts?: Record<string, SellerPart>;
  returnReason?: string;
  /** The buyer's review, stored for each line in `reviews` too. */
  review?: { rating: number; comment: string };
  history: OrderEvent[];
}
