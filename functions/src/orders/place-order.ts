import { formatShippingAddress, toKobo, orderId, paymentReference } from 'shared-contracts/domain';
import { CURRENCY } from 'shared-contracts/constants';
import type { PlacedOrder } from 'shared-contracts';
import type { PlaceOrderRequest } from 'shared-contracts/schemas';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import type { OrderRecord } from './order-record';
import { priceLines } from './price-lines';
import type { PriceSource } from './price-source';

export interface PlaceOrderDeps extends Deps {
  priceOf: PriceSource;
  provider: OrderRecord['provider'];
  unpaidOrderTtlMs: number;
}

/**
 * Place Order: prices and totals the lines, then keeps the order as awaiting payment before any money
 * moves, so a closed tab or a lost callback loses nothing.
 */
export async function placeOrder(deps: PlaceOrderDeps, caller: SignedInCaller, request: PlaceOrderRequest): Promise<PlacedOrder> {
  const { lines, totals } = await priceLines(request, deps.priceOf);
  const now = deps.now();
  const reference = paymentReference(now);
  const record: OrderRecord = {
    id: orderId(now),
    buyerUid: caller.uid,
    sellerIds: [...new Set(lines.map((l) => l.sellerId))],
    status: 'awaiting-payment',
    items: lines,
    subtotal: totals.subtotal,
    shippingCost: totals.shipping,
    tax: totals.tax,
    total: totals.total,
    amountKobo: toKobo(totals.total),
    currency: CURRENCY,
    shippingMethod: request.shippingMethod,
    shipping: request.shipping,
    shippingAddress: formatShippingAddress({ ...request.shipping, method: request.shippingMethod }),
    reference,
    references: [reference],
    provider: deps.provider,
    paymentMethod: 'Card',
    createdAt: now,
    date: new Date(now).toISOString(),
    expiresAt: now + deps.unpaidOrderTtlMs,
    history: [{ status: 'awaiting-payment', by: caller.uid, at: now }],
  };
  await deps.db.collection(COLLECTIONS.orders).doc(record.id).create(record);
  return {
    orderId: record.id,
    reference: record.reference,
    amountKobo: record.amountKobo,
    currency: record.currency,
    total: record.total,
    email: request.shipping.email,
    expiresAt: record.expiresAt,
  };
}
