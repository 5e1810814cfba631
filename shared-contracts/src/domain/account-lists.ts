import type { AccountPreferences } from '../types/forms';
import type { Order } from '../types/order';

// How every AccountStore adapter orders and merges what it keeps, so they all agree with the double.

/** Listings (or anything timed) newest first; equal times keep their order. */
export const newestFirst = <T extends { createdAt: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => b.createdAt - a.createdAt);

/** Orders newest first by their ISO date. */
export const ordersNewestFirst = (orders: readonly Order[]): Order[] => [...orders].sort((a, b) => b.date.localeCompare(a.date));

/** Each section given in `patch` is merged into the same section of `current`; other sections stay. */
export function mergePreferences(current: AccountPreferences | undefined, patch: AccountPreferences): AccountPreferences {
  const merged: AccountPreferences = { ...current };
  for (const key of Object.keys(patch) as (keyof AccountPreferences)[]) {
    if (patch[key] !== undefined) merged[key] = { ...current?.[key], ...patch[key] } as never;
  }
  return merged;
}

/** The orders with this one saved: an order already there (same id, a retried save) is replaced, never doubled. */
export function withOrder(orders: readonly Order[], order: Order): Order[] {
  const kept = orders.filter((o) => o.id !== order.id);
  return [...kept, order];
}
