import type { NotificationType } from 'shared-contracts';
import type { NotificationFilter } from './notification-filters';

/** The visible texts of the Notifications screen (SPEC §2 Notifications screen; the rest is ours). */
export const NOTIFICATIONS_TEXTS = {
  title: 'Notifications',
  subtitle: 'Updates about your orders, your account and the items you sell.',
  unreadSuffix: ' unread',
  clearRead: 'Clear Read',
  clearAll: 'Clear All',
  tabsLabel: 'Show notifications',
  tabs: { all: 'All', unread: 'Unread', read: 'Read' } satisfies Record<NotificationFilter, string>,
  empty: {
    all: { title: 'No notifications yet', text: "You'll see important updates and messages here" },
    unread: { title: 'No unread notifications', text: 'All caught up! No new notifications' },
    read: { title: 'No read notifications', text: 'No read notifications to display' },
  } satisfies Record<NotificationFilter, { title: string; text: string }>,
  listLabel: 'Notification list',
  unreadDot: 'Unread',
  remove: (title: string) => `Remove notification: ${title}`,
  /** The type icon's text alternative. */
  types: {
    onboarding: 'Getting started',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
    other: 'Information',
  } satisfies Record<NotificationType, string>,
  confirmClearAll: (count: number) =>
    count === 1
      ? 'Clear your only notification? This cannot be undone.'
      : `Clear all ${count} notifications? This cannot be undone.`,
  confirmYes: 'Yes, clear all',
  cancel: 'Cancel',
  /** Read out by the shell's live region after an action that changes the list. */
  announce: {
    removed: (title: string) => `Removed notification: ${title}`,
    clearedRead: 'Read notifications cleared',
    clearedAll: 'All notifications cleared',
  },
} as const;
