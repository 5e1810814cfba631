import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { relativeTime, type ShopNotification } from 'shared-contracts';
import { actionTarget } from '../action-target';
import { NOTIFICATIONS_TEXTS as T } from '../notifications-texts';
import { NotificationTypeIcon } from '../NotificationTypeIcon/NotificationTypeIcon';
import styles from './NotificationCard.module.css';

export interface NotificationCardProps {
  notification: ShopNotification;
  /** Now, for the relative time. */
  now: number;
  /** The shopper opened it: mark it read (the link, if any, navigates by itself). */
  onOpen(notification: ShopNotification): void;
  onRemove(notification: ShopNotification): void;
}

/**
 * One notification of the screen: the row opens it (a link when it has an action url, otherwise a
 * button that marks it read) and a separate button removes it. The row's name is everything it shows
 * (title, 'Unread', time, message, action text, then the type), as in the shell's drawer: a name that
 * left out visible text would fail WCAG 2.5.3 (label in name) for voice-control users. The type icon
 * comes last in the markup, so the name starts with the title, and is drawn first by CSS.
 */
export function NotificationCard({ notification: n, now, onOpen, onRemove }: NotificationCardProps) {
  const target = actionTarget(n.actionUrl);
  const when = Number.isFinite(n.createdAt) ? new Date(n.createdAt) : null;

  const a11y = { className: styles.open, 'data-open': '', onClick: () => onOpen(n) };
  const content: ReactNode = (
    <>
      <span className={styles.body}>
        <span className={styles.top}>
          {/* The dot sits inside the title so it stays at the title's end when a long title wraps. */}
          <span className={styles.title}>
            {n.title}
            {!n.isRead && (
              <span className={styles.dot} data-testid="unread-dot">
                <span className="visually-hidden">{` ${T.unreadDot}`}</span>
              </span>
            )}
          </span>
          <time className={styles.time} dateTime={when?.toISOString()}>
            {when ? relativeTime(n.createdAt, now) : ''}
          </time>
        </span>
        <span className={styles.message}>{n.message}</span>
        {n.actionText && <span className={styles.action}>{n.actionText}</span>}
      </span>
      <span className={styles.icon}>
        <NotificationTypeIcon type={n.type} />
      </span>
    </>
  );

  return (
    <li className={`${styles.item} ${n.isRead ? '' : styles.unread}`} data-type={n.type}>
      {target?.kind === 'path' ? (
        <Link to={target.to} {...a11y}>
          {content}
        </Link>
      ) : target?.kind === 'external' ? (
        <a href={target.href} {...a11y}>
          {content}
        </a>
      ) : (
        <button type="button" {...a11y}>
          {content}
        </button>
      )}
      <button type="button" className={styles.remove} aria-label={T.remove(n.title)} title={T.remove(n.title)} onClick={() => onRemove(n)}>
        <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </li>
  );
}
