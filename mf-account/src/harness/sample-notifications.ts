import { MESSAGES, type NotificationState, type ShopNotification } from 'shared-contracts';

const HOUR = 3_600_000;

/** One of each kind, read and unread, so QA sees every look of the Notifications screen. */
export function sampleNotifications(now: number = Date.now()): NotificationState {
  const items: ShopNotification[] = [
    { id: 'sample-onboarding', type: 'onboarding', ...MESSAGES.onboarding, isRead: false, isPersistent: true, createdAt: now - 5 * 60_000 },
    { id: 'sample-success', type: 'success', title: 'Order placed', message: 'Order ORD-2025-0010 for ₦52,977 is paid and on its way to being packed.', actionUrl: '/orders/paid', actionText: 'View orders', isRead: false, isPersistent: false, createdAt: now - 2 * HOUR },
    { id: 'sample-warning', type: 'warning', title: 'Price alert', message: 'An item on your wishlist is almost out of stock.', isRead: true, isPersistent: false, createdAt: now - 26 * HOUR },
    { id: 'sample-error', type: 'error', title: 'Payment declined', message: 'Your card was declined. Nothing was charged.', isRead: true, isPersistent: false, createdAt: now - 3 * 24 * HOUR },
    { id: 'sample-other', type: 'other', title: 'New collection', message: 'The harmattan collection is in the shop.', actionUrl: '/collections', actionText: 'See it', isRead: false, isPersistent: false, createdAt: now - 6 * 24 * HOUR },
  ];
  return { items, isOpen: false, unreadCount: items.filter((n) => !n.isRead).length };
}
