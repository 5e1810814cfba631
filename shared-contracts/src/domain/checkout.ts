import type { CartLine } from '../types/cart';
import type { ShippingData } from '../types/forms';
import type { Order } from '../types/order';
import { unitPrice } from './pricing';
import type { OrderTotals } from './totals';

/** One line of the address as an order keeps it. */
export function formatShippingAddress(s: ShippingData): string {
  return [s.address, s.city, `${s.state} ${s.zipCode}`.trim(), s.country].filter((part) => part.trim() !== '').join(', ');
}

/** A payment reference no other order has: the provider refuses a reused one. */
export function paymentReference(now: number = Date.now(), random: () => number = Math.random): string {
  return `SHOP-${now.toString(36).toUpperCase()}-${random().toString(36).slice(2, 10).toUpperCase()}`;
}

export function orderId(now: number = Date.now(), random: () => number = Math.random): string {
  return `ORD-${now.toString(36).toUpperCase()}${random().toString(36).slice(2, 6).toUpperCase()}`;
}

/** What the payment provider is told of the order (kept small: providers cap metadata). */
export function paymentMetadata(id: string, lines: readonly CartLine[]) {
  return {
    orderId: id,
    lines: lines.map((l) => ({ id: l.product.id, name: l.product.name, quantity: l.quantity, price: unitPrice(l.product) })),
  };
}

/** The order a successful payment saves to the shopper's account. */
export function paidOrder(input: {
  id: string;
  lines: readonly CartLine[];
  totals: OrderTotals;
  shipping: ShippingData;
  reference: string;
  date: Date;
  paymentMethod?: string;
}): Order {
  return {
    id: input.id,
    status: 'paid',
    items: input.lines.map((l) => ({ name: l.product.name, price: unitPrice(l.product), quantity: l.quantity, image: l.product.image })),
    total: input.totals.total,
    date: input.date.toISOString(),
    paymentMethod: input.paymentMethod ?? 'Card',
    shippingAddress: formatShippingAddress(input.shipping),
    paymentReference: input.reference,
  };
}
