import { useMemo } from 'react';
import { usePlatform, type ShopNotification } from 'shared-contracts';
import { NOTIFICATIONS_TEXTS as T } from './notifications-texts';

/**
 * What the screen does to the shell's notification store, all through the bus, so the drawer,
 * the navigation badge and the saved list follow at once.
 */
export function useNotificationActions() {
  const { bus } = usePlatform();
  return useMemo(() => {
    const announce = (message: string) => bus.emit('announce', { message });
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
        bus.emit('notifications:clear-read');
        announce(T.announce.clearedRead);
      },
      clearAll() {
        bus.emit('notifications:clear-all');
        announce(T.announce.clearedAll);
      },
    };
  }, [bus]);
}
