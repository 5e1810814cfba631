import { useId, type ReactNode } from 'react';
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
 * button that marks it read) and a separate button removes it. The row's name is its title (and
 * 'Unread'); type, time, message and action text are its description.
 */
export function NotificationCard({ notification: n, now, onOpen, onRemove }: NotificationCardProps) {
  const id = useId();
  const ids = { type: `${id}type`, title: `${id}title`, time: `${id}time`, message: `${id}message`, action: `${id}action` };
  const target = actionTarget(n.actionUrl);
  const when = Number.isFinite(n.createdAt) ? new Date(n.createdAt) : null;

  const a11y = {
    className: styles.open,
    'data-open': '',
    'aria-labelledby': ids.title,
    'aria-describedby': [ids.type, ids.time, ids.message, n.actionText ? ids.action : null].filter(Boolean).join(' '),
    onClick: () => onOpen(n),
  };
  const content: ReactNode = (
    <>
      <NotificationTypeIcon type={n.type} labelId={ids.type} />
      <span className={styles.body}>
        <span className={styles.top}>
          {/* The dot sits inside the title so it stays at the title's end when a long title wraps. */}
          <span id={ids.title} className={styles.title}>
            {n.title}
            {!n.isRead && (
              <span className={styles.dot} data-testid="unread-dot">
                <span className="visually-hidden">{` ${T.unreadDot}`}</span>
              </span>
            )}
          </span>
          <time id={ids.time} className={styles.time} dateTime={when?.toISOString()}>
            {when ? relativeTime(n.createdAt, now) : ''}
          </time>
        </span>
        <span id={ids.message} className={styles.message}>
          {n.message}
        </span>
        {n.actionText && (
          <span id={ids.action} className={styles.action}>
            {n.actionText}
          </span>
        )}
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
