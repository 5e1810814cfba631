import type { ShopNotification } from 'shared-contracts';
import { newestFirst } from 'shared-contracts/core';

/** The Notifications screen's filter tabs (SPEC §2), in their order. */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** The notifications a filter tab shows, newest first (SPEC §4) whatever order the store holds them in. */
export function filterNotifications(items: readonly ShopNotification[], filter: NotificationFilter): ShopNotification[] {
  const sorted = newestFirst(items);
  if (filter === 'unread') return sorted.filter((n) => !n.isRead);
  if (filter === 'read') return sorted.filter((n) => n.isRead);
  return sorted;
}

/** The count each filter tab shows. Counted from the items, so it never disagrees with the list. */
export function notificationCounts(items: readonly ShopNotification[]): Record<NotificationFilter, number> {
  const unread = items.filter((n) => !n.isRead).length;
  return { all: items.length, unread, read: items.length - unread };
}
