export { NotificationItem, NotificationTypeIcon, type NotificationItemProps, type NotificationKind } from './NotificationItem';
