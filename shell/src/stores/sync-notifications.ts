import type { ShopStores } from 'shared-contracts';
import type { ShellCalls } from '../accounts/shell-calls';
import { applyEarlyChanges } from './early-changes';
import { isStoredNotification } from './stored-values';

/**
 * Keeps each shopper's notifications in their account (SPEC §4; they survive a reload and follow
 * the shopper to another browser). On sign-in the stored list replaces what the browser shows, with
 * what the shopper did to the browser's copy meanwhile applied to it; then `afterLoad` runs (the
 * onboarding rule) and from then on every change is saved. Signing out empties the list: it belongs to the shopper, not to the browser. The server also sends
 * notifications (an order's steps): the list is read again and what is new added when the drawer
 * opens (SPEC §3) and each time `wake` calls back (the refresh timer, the tab shown again).
 */
export function syncNotifications(
  calls: Pick<ShellCalls, 'listNotifications' | 'saveNotifications'>,
  { session, notifications }: Pick<ShopStores, 'session' | 'notifications'>,
  afterLoad: () => void,
  wake: (pull: () => void) => () => void = () => () => undefined,
): () => void {
  let uid: string | null = null;
  let ready = false;
  let lastItems = notifications.get().items;
  // Every id this browser has shown the shopper: a read again adds only what is new, never one they
  // removed while its save was still on its way.
  const seen = new Set<string>();
  const see = () => notifications.get().items.forEach((n) => seen.add(n.id));

  const switchTo = (next: string | null) => {
    if (next === uid) return;
    uid = next;
    ready = false;
    seen.clear();
    if (!next) {
      notifications.dispatch({ type: 'clearAll' });
      return;
    }
    const before = notifications.get().items;
    calls.listNotifications().then(
      (items) => {
        if (uid !== next) return;
        // The account document is stored data too: an entry the screens cannot render is left out.
        const stored = items.filter(isStoredNotification);
        notifications.dispatch({ type: 'replace', items: applyEarlyChanges(stored, before, notifications.get().items) });
        see();
        afterLoad();
        ready = true;
        save();
      },
      // No account document (yet) or the store is down: keep what the browser has, save nothing.
      (error: unknown) => console.warn('Notifications could not be loaded', error),
    );
  };

  const pull = () => {
    const asked = uid;
    if (!ready || !asked) return;
    calls.listNotifications().then(
      (items) => {
        if (uid !== asked) return;
        const fresh = items.filter((n) => !seen.has(n.id) && isStoredNotification(n));
        if (fresh.length) notifications.dispatch({ type: 'replace', items: [...fresh, ...notifications.get().items] });
      },
      (error: unknown) => console.warn('Notifications could not be loaded', error),
    );
  };

  const save = () => {
    const items = notifications.get().items;
    if (!ready || !uid) return;
    lastItems = items;
    calls.saveNotifications(items).catch((error: unknown) => console.warn('Notifications could not be saved', error));
  };

  const offSession = session.subscribe(() => switchTo(session.get().isLoggedIn ? session.get().uid : null));
  let wasOpen = notifications.get().isOpen;
  const offNotes = notifications.subscribe(() => {
    const { items, isOpen } = notifications.get();
    if (ready) see();
    if (isOpen && !wasOpen) pull();
    wasOpen = isOpen;
    if (items !== lastItems) save();
  });
  const offWake = wake(pull);
  switchTo(session.get().isLoggedIn ? session.get().uid : null);
  return () => {
    offSession();
    offNotes();
    offWake();
  };
}
