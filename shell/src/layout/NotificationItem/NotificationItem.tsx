import type { ComponentType } from 'react';
import { relativeTime, type NotificationType, type ShopNotification } from 'shared-contracts';
import { CheckCircleIcon, ErrorIcon, InfoIcon, SparkleIcon, WarningIcon } from '../icons/icons';
import styles from './NotificationItem.module.css';

const TYPE_ICONS: Record<NotificationType, ComponentType<{ size?: number }>> = {
  onboarding: SparkleIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  other: InfoIcon,
};

export interface NotificationItemProps {
  notification: ShopNotification;
  onSelect(notification: ShopNotification): void;
  /** Now, for the relative time (tests pin it). */
  now?: number;
}

/** One notification: type icon, title, unread dot, relative time, message, action text; the whole row is the button. */
export function NotificationItem({ notification: n, onSelect, now }: NotificationItemProps) {
  const Icon = TYPE_ICONS[n.type] ?? InfoIcon;
  return (
    <li>
      <button
        type="button"
        className={`${styles.item} ${n.isRead ? '' : styles.unread}`}
        onClick={() => onSelect(n)}
        data-type={n.type}
      >
        <span className={`${styles.icon} ${styles[n.type] ?? ''}`}>
          <Icon size={20} />
        </span>
        <span className={styles.body}>
          <span className={styles.top}>
            <span className={styles.title}>{n.title}</span>
            {!n.isRead && (
              <span className={styles.dot} data-testid="unread-dot">
                <span className="visually-hidden">Unread</span>
              </span>
            )}
          </span>
          <span className={styles.time}>{relativeTime(n.createdAt, now)}</span>
          <span className={styles.message}>{n.message}</span>
          {n.actionText && <span className={styles.action}>{n.actionText}</span>}
        </span>
      </button>
    </li>
  );
}
