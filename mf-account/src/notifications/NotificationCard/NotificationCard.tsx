import { Link } from 'react-router-dom';
import { relativeTime, type ShopNotification } from 'shared-contracts';
import { NotificationItem } from 'shop-ui/notification-item';
import { actionTarget } from '../action-target';
import { NOTIFICATIONS_TEXTS as T } from '../notifications-texts';

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
 * button that marks it read) and a separate button removes it. The row's name is everything it shows,
 * then the type, as in the shell's drawer.
 */
export function NotificationCard({ notification: n, now, onOpen, onRemove }: NotificationCardProps) {
  const target = actionTarget(n.actionUrl);
  const when = Number.isFinite(n.createdAt) ? new Date(n.createdAt) : null;
  const known = n.type in T.types ? n.type : 'other';
  return (
    <NotificationItem
      type={n.type}
      title={n.title}
      message={n.message}
      actionText={n.actionText}
      isRead={n.isRead}
      time={when ? relativeTime(n.createdAt, now) : ''}
      dateTime={when?.toISOString()}
      unreadLabel={T.unreadDot}
      typeLabel={T.types[known]}
      removeLabel={T.remove(n.title)}
      onRemove={() => onRemove(n)}
      row={({ className, children }) => {
        const open = { className, 'data-open': '', onClick: () => onOpen(n) };
        if (target?.kind === 'path') return <Link to={target.to} {...open}>{children}</Link>;
        if (target?.kind === 'external') return <a href={target.href} {...open}>{children}</a>;
        return <button type="button" {...open}>{children}</button>;
      }}
    />
  );
}
