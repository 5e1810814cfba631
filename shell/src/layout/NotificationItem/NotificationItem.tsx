import { relativeTime, type NotificationType, type ShopNotification } from 'shared-contracts';
import { NotificationItem as KitNotificationItem, type NotificationKind } from 'shop-ui/notification-item';

// Every type the contracts name has its own icon in the kit: a new type fails typecheck until the kit draws it.
const kitDrawsEveryType: NotificationType extends NotificationKind ? true : never = true;
void kitDrawsEveryType;

export interface NotificationItemProps {
  notification: ShopNotification;
  onSelect(notification: ShopNotification): void;
  /** Now, for the relative time (tests pin it). */
  now?: number;
}

/** One notification of the drawer: the whole row is the button that opens it. */
export function NotificationItem({ notification: n, onSelect, now }: NotificationItemProps) {
  return (
    <KitNotificationItem
      type={n.type}
      title={n.title}
      message={n.message}
      actionText={n.actionText}
      isRead={n.isRead}
      time={relativeTime(n.createdAt, now)}
      row={({ className, children }) => (
        <button type="button" className={className} onClick={() => onSelect(n)}>
          {children}
        </button>
      )}
    />
  );
}
