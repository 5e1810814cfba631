import type { OrderAction, OrderStatus } from '../types/order';

// An order's life after payment (issue 19): who moves it, from where, to where. One table, used by the
// server to decide and by the screens to offer only what may be done.

/** 'courier': the delivery company, through its signed webhook. */
export type OrderRole = 'buyer' | 'seller' | 'courier';

interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly OrderRole[];
}

export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, Transition>> = {
  seal: { from: ['paid'], to: 'sealed', by: ['seller'] },
  dispatch: { from: ['sealed'], to: 'dispatched', by: ['seller'] },
  arrive: { from: ['dispatched'], to: 'arrived', by: ['seller', 'courier'] },
  confirm: { from: ['arrived'], to: 'confirmed', by: ['buyer'] },
  return: { from: ['arrived', 'confirmed'], to: 'returned', by: ['buyer'] },
  review: { from: ['confirmed'], to: 'reviewed', by: ['buyer'] },
};

export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderAction[];

/** A buyer may return an item this long after it arrived. */
export const RETURN_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** What the rules need of an order: where it is, and when it arrived (epoch ms), once it has. */
export interface LifecycleOrder {
  status: string;
  arrivedAt?: number;
}

const either = (words: readonly string[]) => words.join(' or ');
const withArticle = (words: readonly string[]) => `${/^[aeiou]/.test(words[0] ?? '') ? 'an' : 'a'} ${either(words)}`;

/**
 * Why `role` may not take `action` on `order` now, in words for the one refused; null when it may.
 * A repeated step, a skipped one, a late return and the wrong party each have their own reason.
 */
export function transitionProblem(order: LifecycleOrder, action: OrderAction, role: OrderRole, now: number): string | null {
  const t = ORDER_TRANSITIONS[action];
  if (order.status === t.to) return `This order is already ${t.to}.`;
  if (!(t.from as readonly string[]).includes(order.status)) return `This order is ${order.status}: only ${withArticle(t.from)} order can be ${t.to}.`;
  if (!t.by.includes(role)) return `Only the ${either(t.by)} can mark an order ${t.to}.`;
  if (action === 'return' && (order.arrivedAt === undefined || now > order.arrivedAt + RETURN_WINDOW_MS)) {
    return 'Returns close 7 days after the order arrived.';
  }
  return null;
}

/** What `role` may do with `order` now, in the table's order. */
export function nextActions(order: LifecycleOrder, role: OrderRole, now: number): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => transitionProblem(order, action, role, now) === null);
}
