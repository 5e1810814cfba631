import type { ShippingData } from '../types/forms';

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
