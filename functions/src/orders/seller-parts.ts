import type { OrderRecord, SellerPart } from './order-record';

// An order with lines of several sellers (the shop's own stock counts as one) is shipped in parts, one
// per seller, each sealed, dispatched and arriving on its own. The order is as far as its slowest part.

const SHIPPING_STEPS = ['paid', 'sealed', 'dispatched', 'arrived'] as const;

export const isShared = (order: Pick<OrderRecord, 'sellerIds'>) => order.sellerIds.length > 1;

/** A seller's part as it stands: before its first step, where the order is (paid). */
export function partOf(order: OrderRecord, sellerId: string): SellerPart {
  return order.parts?.[sellerId] ?? { status: 'paid', history: [] };
}

/** Every seller's part, stepped or not. */
export function allParts(order: OrderRecord): Record<string, SellerPart> {
  return Object.fromEntries(order.sellerIds.map((id) => [id, partOf(order, id)]));
}

/** How far the order is: its slowest part. */
export function slowestPart(parts: Record<string, SellerPart>): SellerPart['status'] {
  const index = Math.min(...Object.values(parts).map((p) => SHIPPING_STEPS.indexOf(p.status)));
  return SHIPPING_STEPS[index]!;
}

/** What the buyer reads of a shared order's shipping: each part's courier and tracking number, joined. */
export function partsTracking(parts: Record<string, SellerPart>): Pick<OrderRecord, 'courier' | 'trackingNumber' | 'trackingNumbers'> {
  const shipped = Object.values(parts).filter((p) => p.trackingNumber);
  if (shipped.length === 0) return {};
  return {
    courier: [...new Set(shipped.map((p) => p.courier))].join(', '),
    trackingNumber: shipped.map((p) => p.trackingNumber).join(', '),
    trackingNumbers: shipped.map((p) => p.trackingNumber!),
  };
}
