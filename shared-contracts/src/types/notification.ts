import type * as v from 'valibot';
import type { NewNotificationSchema, NOTIFICATION_TYPES } from '../events/payload-schemas';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** SPEC §3 Notification. Times are epoch milliseconds. */
export interface ShopNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  isPersistent: boolean;
  createdAt: number;
  expiresAt?: number;
  actionUrl?: string;
  actionText?: string;
}

export interface NotificationState {
  items: ShopNotification[];
  isOpen: boolean;
  unreadCount: number;
}

/** What a caller gives to add a notification; id and times are made by the store. */
export type NewNotification = v.InferOutput<typeof NewNotificationSchema>;
