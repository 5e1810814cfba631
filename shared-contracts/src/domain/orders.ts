import { LOCALE } from '../constants';

/** An order's or review's date as the account pages show it (en-NG, '15 Jan 2025'); text that is no date is kept as given. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A moment as an order's history and deadlines show it (en-NG, '24 Nov, 20:05', the shopper's own clock). */
export function formatDayTime(epochMs: number, timeZone?: string): string {
  return new Date(epochMs).toLocaleString(LOCALE, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
}

/**
 * Browser storage key of orders paid for but not yet saved to the account: `[{ uid, order }]`,
 * written by the checkout before its first save and removed once the account store has the order.
 */
export const PENDING_ORDERS_STORAGE_KEY = 'pendingOrders';
