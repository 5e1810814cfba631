import type { Order, OrderStatus } from 'shared-contracts';
import { ORDER_STATUSES, ordersNewestFirst } from 'shared-contracts/core';

/** The order lists of SPEC §2: one per status, plus all. */
export type OrderListKind = OrderStatus | 'all';
export const ORDER_LIST_KINDS: readonly OrderListKind[] = [...ORDER_STATUSES, 'all'];

/** The list `/orders/{kind}` shows; null for any other path (the shell mounts one screen at all eight). */
export function orderListKindOf(pathname: string): OrderListKind | null {
  const kind = /^\/orders\/([a-z]+)\/?$/.exec(pathname)?.[1];
  return ORDER_LIST_KINDS.find((k) => k === kind) ?? null;
}

export function ordersOfKind(orders: readonly Order[], kind: OrderListKind): Order[] {
  return kind === 'all' ? [...orders] : orders.filter((o) => o.status === kind);
}

/** How many orders each status holds, every status present (0 when none). */
export function countOrdersByStatus(orders: readonly Order[]): Record<OrderStatus, number> {
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const order of orders) if (order.status in counts) counts[order.status] += 1;
  return counts;
}

/** SPEC §2 My Account tiles: 'order' for one, 'orders' for any other count. */
export const orderNoun = (count: number): string => (count === 1 ? 'order' : 'orders');

/** A count with its noun: '1 order', '0 orders'. */
export const orderCountLabel = (count: number): string => `${count} ${orderNoun(count)}`;

/** SPEC §3: a tracking number belongs to dispatched and arrived orders only. */
export function trackingNumberOf(order: Order): string | null {
  const tracked = order.status === 'dispatched' || order.status === 'arrived';
  return tracked && order.trackingNumber ? order.trackingNumber : null;
}

/** A paid order waiting in browser storage to be saved to its shopper's account. */
export interface PendingOrder {
  uid: string;
  order: Order;
}

/** Every pending order in the stored text; anything unreadable counts as none. */
export function parsePendingOrders(stored: string | null): PendingOrder[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (p): p is PendingOrder =>
      typeof p?.uid === 'string' && typeof p?.order?.id === 'string' && typeof p.order.status === 'string' && Array.isArray(p.order.items),
  );
}

/** This shopper's pending orders from the stored text. */
export function pendingOrdersOf(stored: string | null, uid: string): Order[] {
  return parsePendingOrders(stored)
    .filter((p) => p.uid === uid)
    .map((p) => p.order);
}

/**
 * The saved orders with the pending ones not saved yet, newest first, and which of them are
 * still pending. A saved order wins over a pending one of the same id: the account is the truth.
 */
export function withPendingOrders(saved: readonly Order[], pending: readonly Order[]): { orders: Order[]; pendingIds: ReadonlySet<string> } {
  const savedIds = new Set(saved.map((o) => o.id));
  const unsaved = new Map(pending.filter((o) => !savedIds.has(o.id)).map((o) => [o.id, o]));
  return { orders: ordersNewestFirst([...saved, ...unsaved.values()]), pendingIds: new Set(unsaved.keys()) };
}
