import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBus, useNotifications, type ShopNotification } from 'shared-contracts';
import { useShellStores } from '../../app/shell-stores-context';
import { Dialog } from 'shop-ui/dialog';
import { EmptyState } from 'shop-ui/empty-state';
import { BellIcon } from 'shop-ui/icons';
import { NotificationItem } from '../NotificationItem/NotificationItem';
import styles from './NotificationDrawer.module.css';

/** The notification drawer of SPEC §2: newest first, click to read (and follow), clear read, clear all. */
export function NotificationDrawer({ now }: { now?: number }) {
  const notes = useNotifications();
  const bus = useBus();
  const { notifications: store } = useShellStores();
  const navigate = useNavigate();
  const close = () => store.dispatch({ type: 'close' });

  const items = useMemo(() => [...notes.items].sort((a, b) => b.createdAt - a.createdAt), [notes.items]);
  const hasRead = items.some((n) => n.isRead);

  const select = (n: ShopNotification) => {
    if (n.type === 'onboarding') bus.emit('notification:onboarding-read');
    else bus.emit('notification:read', { id: n.id });
    if (n.actionUrl) {
      close();
      navigate(n.actionUrl);
    }
  };

  return (
    <Dialog
      open={notes.isOpen}
      title="Notifications"
      onClose={close}
      placement="right"
      closeLabel="Close notifications"
      headerExtra={
        <>
          {notes.unreadCount > 0 && (
            <span className={styles.badge} data-testid="drawer-unread-badge">
              {notes.unreadCount}
              <span className="visually-hidden"> unread</span>
            </span>
          )}
          <span className={styles.spacer} />
          {items.length > 0 && (
            <button type="button" className={styles.clearRead} disabled={!hasRead} onClick={() => store.dispatch({ type: 'clearRead' })}>
              Clear Read
            </button>
          )}
        </>
      }
      footer={
        items.length > 0 ? (
          <button type="button" className={styles.clearAll} onClick={() => store.dispatch({ type: 'clearAll' })}>
            Clear All Notifications
          </button>
        ) : null
      }
    >
      {items.length === 0 ? (
        <EmptyState className={styles.empty} title="No notifications yet" icon={<BellIcon size={32} />}>
          <p>You'll see important updates here</p>
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Notification list">
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} onSelect={select} now={now} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
