export type NotificationType = 'onboarding' | 'success' | 'warning' | 'error' | 'other';

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
export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  isPersistent?: boolean;
  /** Milliseconds until the notification expires. */
  expiresIn?: number;
  actionUrl?: string;
  actionText?: string;
}
