import { useMemo } from 'react';
import { usePlatform, type ShopEventName, type ShopNotification } from 'shared-contracts';
import { NOTIFICATIONS_TEXTS as T } from './notifications-texts';

/**
 * What the screen does to the shell's notification store, all through the bus, so the drawer,
 * the navigation badge and the saved list follow at once.
 */
export function useNotificationActions() {
  const { bus, notifications } = usePlatform();
  return useMemo(() => {
    const announce = (message: string) => bus.emit('announce', { message });
    const clearThrough = (event: Extract<ShopEventName, `notifications:clear-${string}`>, doomed: (n: ShopNotification) => boolean) => {
      const before = notifications.get();
      bus.emit(event);
      // A shell older than contracts 1.4 ignores the clear events: remove one by one with the event it knows.
      if (notifications.get() === before) {
        before.items.filter(doomed).forEach((n) => bus.emit('notification:remove', { id: n.id }));
      }
    };
    return {
      /** Marks it read (SPEC §4: the onboarding one through its own action); a link navigates by itself. */
      open(n: ShopNotification) {
        if (n.isRead) return;
        if (n.type === 'onboarding') bus.emit('notification:onboarding-read');
        else bus.emit('notification:read', { id: n.id });
      },
      remove(n: ShopNotification) {
        bus.emit('notification:remove', { id: n.id });
        announce(T.announce.removed(n.title));
      },
      clearRead() {
        clearThrough('notifications:clear-read', (n) => n.isRead);
        announce(T.announce.clearedRead);
      },
      clearAll() {
        clearThrough('notifications:clear-all', () => true);
        announce(T.announce.clearedAll);
      },
    };
  }, [bus, notifications]);
}
