import type { Order, UnpaidOrder } from '../types/order';

/** An order as the `listOrders` callable answers it: every order of the shopper, paid or not, newest first. */
export type ListedOrder = Omit<Order, 'status'> & { status: string };

const UNPAID: ReadonlySet<string> = new Set<UnpaidOrder['status']>(['awaiting-payment', 'expired', 'refunded']);

/** Placed and not paid (My Orders' 'Awaiting payment', checkout's Complete payment). */
export const isUnpaidOrder = (order: ListedOrder): order is UnpaidOrder => UNPAID.has(order.status);

