import type { OrderRecord, SellerPart } from './order-record';

// An order with lines of several sellers (the shop's own stock counts as one) is shipped in parts, one
// per seller, each sealed, dispatched and arriving on its own. The order is as far as its slowest part.

const SHIPPING_STEPS = ['paid', 'sealed', 'dispatched', 'arrived'] as const;
const stepIndex = (status: string) => (SHIPPING_STEPS as readonly string[]).indexOf(status);

export const isShared = (order: Pick<OrderRecord, 'sellerIds'>) => order.sellerIds.length > 1;

/** Whether a status is a shipping step: an order is there once a verified charge paid it (settleOrder), until it is confirmed. */
export const isShipping = (status: string): status is SellerPart['status'] => stepIndex(status) >= 0;

/**
 * A seller's part as it stands, on an order that ships. The order is as far as its slowest part, so no
 * part is behind it: a part not stepped yet, or recorded before the whole order moved on, is where the
 * order is. Before payment (or after arrival) there are no parts: a part is never assumed paid.
 */
export function partOf(order: OrderRecord, sellerId: string): SellerPart {
  const at = order.status;
  if (!isShipping(at)) throw new Error(`Order ${order.id} is ${at}: it has no parts to ship.`);
  const part = order.parts?.[sellerId] ?? { status: at, history: [] };
  return stepIndex(part.status) < stepIndex(at) ? { ...part, status: at } : part;
}

/** Every seller's part, stepped or not, of an order that ships. */
export function allParts(order: OrderRecord): Record<string, SellerPart> {
  return Object.fromEntries(order.sellerIds.map((id) => [id, partOf(order, id)]));
}

/** How far the order is: its slowest part. */
export function slowestPart(parts: Record<string, SellerPart>): SellerPart['status'] {
  const index = Math.min(...Object.values(parts).map((p) => stepIndex(p.status)));
  return SHIPPING_STEPS[index]!;
}

/** What the buyer reads of a shared order's shipping: each part's courier and tracking number, joined. */
export function partsTracking(parts: Record<string, SellerPart>): Pick<OrderRecord, 'courier' | 'trackingNumber' | 'trackingNumbers'> {
  const shipped = Object.values(parts).filter((p) => p.trackingNumber);
  if (shipped.length === 0) return {};
  // Parts dispatched together (by one acting for every seller) travel under one number.
  const numbers = [...new Set(shipped.map((p) => p.trackingNumber!))];
  return { courier: [...new Set(shipped.map((p) => p.courier))].join(', '), trackingNumber: numbers.join(', '), trackingNumbers: numbers };
}
