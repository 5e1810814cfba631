import type { ComponentType, ReactNode } from 'react';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, SparkleIcon, WarningIcon } from 'shop-ui/icons';
import styles from './notification-item.module.css';

/** The kinds the kit draws; any other falls back to 'other' (a newer shell, an old saved list). */
export type NotificationKind = 'onboarding' | 'success' | 'warning' | 'error' | 'other';

const TYPE_ICONS: Record<NotificationKind, ComponentType<{ size?: number }>> = {
  onboarding: SparkleIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  other: InfoIcon,
};

const kindOf = (type: string): NotificationKind => (type in TYPE_ICONS ? (type as NotificationKind) : 'other');

/** A notification's type as a coloured round icon, and as text for screen readers when a label is given. */
export function NotificationTypeIcon({ type, label }: { type: string; label?: string }) {
  const kind = kindOf(type);
  const Icon = TYPE_ICONS[kind];
  return (
    <span className={`${styles.icon} ${styles[kind]}`} data-type={kind}>
      <Icon size={20} />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

export interface NotificationItemProps {
  type: string;
  title: string;
  message: string;
  actionText?: string | null;
  isRead: boolean;
  /** When it came, as shown ('2 hours ago'). */
  time: string;
  /** The same moment for machines (an ISO date), if known. */
  dateTime?: string;
  /** What a screen reader hears for the unread dot. */
  unreadLabel?: string;
  /** The type in words, read last. */
  typeLabel?: string;
  /** The row that opens it (a button or a link), given its look and its content. */
  row(props: { className: string; children: ReactNode }): ReactNode;
  /** A separate Remove beside the row. */
  onRemove?(): void;
  removeLabel?: string;
}

/**
 * One notification: type icon, title with an unread dot, time, message, action text. The row's name is
 * everything it shows, title first (WCAG 2.5.3, label in name): the icon comes last in the markup and
 * is drawn first by CSS.
 */
export function NotificationItem({ type, title, message, actionText, isRead, time, dateTime, unreadLabel = 'Unread', typeLabel, row, onRemove, removeLabel = `Remove ${title}` }: NotificationItemProps) {
  const content = (
    <>
      <span className={styles.body}>
        <span className={styles.top}>
          {/* The dot sits inside the title so it stays at the title's end when a long title wraps. */}
          <span className={styles.title}>
            {title}
            {!isRead && (
              <span className={styles.dot} data-testid="unread-dot">
                <span className="visually-hidden">{` ${unreadLabel}`}</span>
              </span>
            )}
          </span>
          <time className={styles.time} dateTime={dateTime}>
            {time}
          </time>
        </span>
        <span className={styles.message}>{message}</span>
        {actionText && <span className={styles.action}>{actionText}</span>}
      </span>
      <span className={styles.iconSlot}>
        <NotificationTypeIcon type={type} label={typeLabel} />
      </span>
    </>
  );
  return (
    <li className={`${styles.item} ${isRead ? '' : styles.unread}`} data-type={kindOf(type)}>
      {row({ className: styles.open!, children: content })}
      {onRemove && (
        <button type="button" className={styles.remove} aria-label={removeLabel} title={removeLabel} onClick={onRemove}>
          <CloseIcon size={18} />
        </button>
      )}
    </li>
  );
}
