import type { AdvanceOrderRequest, CallServer, ListedOrder, Order, UnpaidOrder } from 'shared-contracts';
import { isUnpaidOrder } from 'shared-contracts/core';
import { isShownOrder } from './shown-order';

// One callable answers both lists, and /orders/all asks for both at once: over the same callServer they
// share the request in flight (a later call, once it settled, asks again).
const inFlight = new WeakMap<CallServer, Promise<ListedOrder[]>>();

function allOrders(call: CallServer): Promise<ListedOrder[]> {
  const pending = inFlight.get(call);
  if (pending) return pending;
  const request = call('listOrders').finally(() => inFlight.delete(call));
  inFlight.set(call, request);
  return request;
}

/**
 * The shopper's orders and the seller's sales, through the shop's server. The server acts for the
 * signed-in shopper whose token goes along, so no call names a uid.
 */
export function orderCalls(call: CallServer) {
  return {
    /** The orders paid for, in a status My Orders shows, newest first. */
    listOrders: async (): Promise<Order[]> => (await allOrders(call)).filter(isShownOrder),
    /** The orders placed and not paid (awaiting payment, expired, refunded), newest first. */
    listUnpaidOrders: async (): Promise<UnpaidOrder[]> => (await allOrders(call)).filter(isUnpaidOrder),
    /** The paid orders of the seller's items, newest first, one sale per order. */
    listSales: () => call('listSales'),
    /** A seller's or buyer's step along an order's life; rejects 'invalid' with the reason when refused. */
    advanceOrder: (request: AdvanceOrderRequest) => call('advanceOrder', request),
  };
}

export type OrderCalls = ReturnType<typeof orderCalls>;
