import { formatShippingAddress, toKobo, orderId, paymentReference } from 'shared-contracts/core';
import { CURRENCY } from 'shared-contracts/core';
import type { PlacedOrder } from 'shared-contracts';
import type { PlaceOrderRequest } from 'shared-contracts/schemas';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import type { StockKeeper } from '../stock/stock-keeper';
import type { OrderRecord } from './order-record';
import { priceLines } from './price-lines';

export interface PlaceOrderDeps extends Deps {
  stock: Pick<StockKeeper, 'reserve' | 'release'>;
  provider: OrderRecord['provider'];
  unpaidOrderTtlMs: number;
}

/**
 * Place Order: holds the lines' units for the payment (all or none) and prices them from the catalog
 * index, totals them, then keeps the order as awaiting payment before any money moves, so a closed tab
 * or a lost callback loses nothing. An order that cannot be kept lets its units go.
 */
export async function placeOrder(deps: PlaceOrderDeps, caller: SignedInCaller, request: PlaceOrderRequest): Promise<PlacedOrder> {
  const now = deps.now();
  const id = orderId(now);
  const products = await deps.stock.reserve({ orderId: id, buyerUid: caller.uid, items: request.items });
  const { lines, totals } = priceLines(request, products);
  const reference = paymentReference(now);
  const record: OrderRecord = {
    id,
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
  try {
    await deps.db.collection(COLLECTIONS.orders).doc(record.id).create(record);
  } catch (error) {
    await deps.stock.release(record.id).catch(() => undefined);
    throw error;
  }
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
