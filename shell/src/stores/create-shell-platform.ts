import {
  CART_STORAGE_KEY,
  createShopStores,
  EMPTY_CART,
  EMPTY_NOTIFICATIONS,
  MESSAGES,
  needsOnboarding,
  NOTIFICATION_REFRESH_MS,
  NOTIFICATIONS_STORAGE_KEY,
  parseStoredSession,
  SESSION_STORAGE_KEY,
  type CartLine,
  type PlatformConfig,
  type ShopBus,
  type ShopNotification,
  type ShopPlatform,
  type ShopStores,
} from 'shared-contracts';
import { parseJson, type KeyValueStorage } from './persistence';

const isCartLines = (v: unknown): v is CartLine[] =>
  Array.isArray(v) && v.every((l) => l && typeof l === 'object' && 'product' in l && typeof l.quantity === 'number');
const isNotifications = (v: unknown): v is ShopNotification[] =>
  Array.isArray(v) && v.every((n) => n && typeof n === 'object' && typeof n.id === 'string');

export interface ShellPlatform {
  platform: ShopPlatform;
  stores: ShopStores;
  /** Stops timers and listeners (tests, hot reload). */
  dispose(): void;
}

/**
 * The shell's stores (SPEC §4): restored from browser storage, written back on every change,
 * kept in sync across tabs, with notification cleanup and the onboarding rule.
 */
export function createShellPlatform(
  bus: ShopBus,
  storage: KeyValueStorage,
  config: PlatformConfig,
  options: { now?: () => number; win?: Window } = {},
): ShellPlatform {
  const now = options.now ?? Date.now;
  const win = options.win ?? window;
  const stores = createShopStores(bus, {
    now,
    session: parseStoredSession(storage.read(SESSION_STORAGE_KEY)),
    cart: { ...EMPTY_CART, items: parseJson(storage.read(CART_STORAGE_KEY), isCartLines) ?? [] },
    notifications: {
      ...EMPTY_NOTIFICATIONS,
      items: parseJson(storage.read(NOTIFICATIONS_STORAGE_KEY), isNotifications) ?? [],
    },
  });
  const { session, cart, notifications } = stores;
  notifications.dispatch({ type: 'recount' });
  notifications.dispatch({ type: 'cleanup', now: now() });

  const applyOnboarding = () => {
    const user = session.get();
    if (needsOnboarding(user)) {
      const { title, message, actionText, actionUrl } = MESSAGES.onboarding;
      notifications.dispatch({
        type: 'add',
        now: now(),
        notification: { type: 'onboarding', title, message, actionText, actionUrl, isPersistent: true },
      });
    } else {
      notifications.dispatch({ type: 'removeOnboarding' });
    }
  };
  applyOnboarding();

  let lastSession = session.get();
  let lastCart = cart.get().items;
  let lastNotes = notifications.get().items;
  const offs = [
    session.subscribe(() => {
      const user = session.get();
      if (user === lastSession) return;
      lastSession = user;
      storage.write(SESSION_STORAGE_KEY, user.isLoggedIn ? JSON.stringify(user) : null);
      applyOnboarding();
    }),
    cart.subscribe(() => {
      const items = cart.get().items;
      if (items === lastCart) return;
      lastCart = items;
      storage.write(CART_STORAGE_KEY, JSON.stringify(items));
    }),
    notifications.subscribe(() => {
      const items = notifications.get().items;
      if (items === lastNotes) return;
      lastNotes = items;
      storage.write(NOTIFICATIONS_STORAGE_KEY, JSON.stringify(items));
    }),
  ];

  // Another tab changed the cart, the session or the notifications: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY) {
      lastCart = parseJson(event.newValue, isCartLines) ?? [];
      cart.dispatch({ type: 'replace', items: lastCart });
    } else if (event.key === SESSION_STORAGE_KEY) {
      lastSession = parseStoredSession(event.newValue);
      session.set(lastSession);
    } else if (event.key === NOTIFICATIONS_STORAGE_KEY) {
      lastNotes = parseJson(event.newValue, isNotifications) ?? [];
      notifications.dispatch({ type: 'replace', items: lastNotes });
    }
  };
  win.addEventListener('storage', onStorage);
  const refresh = win.setInterval(() => {
    notifications.dispatch({ type: 'cleanup', now: now() });
    notifications.dispatch({ type: 'recount' });
  }, NOTIFICATION_REFRESH_MS);

  const platform: ShopPlatform = { bus, session, cart, notifications, config };
  return {
    platform,
    stores,
    dispose() {
      offs.forEach((off) => off());
      win.removeEventListener('storage', onStorage);
      win.clearInterval(refresh);
      stores.dispose();
    },
  };
}
