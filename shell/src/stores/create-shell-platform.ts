import {
  createShopStores,
  EMPTY_CART,
  EMPTY_NOTIFICATIONS,
  MESSAGES,
  ServerCallError,
  sessionForStorage,
  type CallServer,
  type Identity,
  type PlatformConfig,
  type ShopBus,
  type ShopPlatform,
  type ShopStores,
} from 'shared-contracts';
import { shellCalls } from '../accounts/shell-calls';
import { guardedBus } from '../bus/guarded-bus';
import { NO_IDENTITY } from '../identity/no-identity';
import { followIdentity, whenIdle, type Schedule } from './follow-identity';
import { parseJsonList, type KeyValueStorage } from './persistence';
import { createSessionRefresher } from './refresh-session';
import { isStoredCartLine, isStoredNotification, restoreSession } from './stored-values';
import { syncNotifications } from './sync-notifications';
import { CART_STORAGE_KEY, NOTIFICATIONS_STORAGE_KEY, SESSION_STORAGE_KEY } from './storage-keys';
import { needsOnboarding } from './onboarding';

/** SPEC §9: notifications are cleaned up, and read again from the server, every 5 minutes. */
export const NOTIFICATION_REFRESH_MS = 5 * 60 * 1000;

const unreachable: CallServer = () => Promise.reject(new ServerCallError('unavailable'));

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
  options: {
    now?: () => number;
    win?: Window;
    identity?: Identity;
    /** The shop's server; without one (a test of the stores alone) every call is refused as unreachable. */
    callServer?: CallServer;
    schedule?: Schedule;
    /** What remotes fetch through: it hands over what the boot script started. */
    fetch?: typeof fetch;
    /** The data a server-rendered page carried for its first view (boot/carried-data.ts). */
    readRouteData?: ShopPlatform['readRouteData'];
  } = {},
): ShellPlatform {
  const now = options.now ?? Date.now;
  const win = options.win ?? window;
  // Remotes deploy on their own: the stores and every screen given this platform hear only payloads
  // that keep the bus contract (a bad one is ignored with a warning, never stored).
  const checkedBus = guardedBus(bus);
  const stores = createShopStores(checkedBus, {
    now,
    session: restoreSession(storage.read(SESSION_STORAGE_KEY)),
    cart: { ...EMPTY_CART, items: parseJsonList(storage.read(CART_STORAGE_KEY), isStoredCartLine) },
    // Two tabs: each change applies to the lines as stored now, not as this tab last heard of them.
    latestCartLines: () => {
      const raw = storage.read(CART_STORAGE_KEY);
      return raw === null ? null : parseJsonList(raw, isStoredCartLine);
    },
    notifications: {
      ...EMPTY_NOTIFICATIONS,
      items: parseJsonList(storage.read(NOTIFICATIONS_STORAGE_KEY), isStoredNotification),
    },
  });
  const { session, cart, notifications } = stores;
  notifications.dispatch({ type: 'recount' });
  notifications.dispatch({ type: 'cleanup', now: now() });

  // A session restored from storage holds only the name, email and picture: whether the profile is
  // complete is known once the account is read again (or a sign-in brings it whole).
  let profileKnown = !session.get().isLoggedIn;
  const applyOnboarding = () => {
    const user = session.get();
    if (user.isLoggedIn && !profileKnown) return;
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
      const stored = sessionForStorage(user);
      storage.write(SESSION_STORAGE_KEY, stored && JSON.stringify(stored));
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

  // Another tab changed the cart, the session or the notifications: follow it, without writing
  // it back (the `last*` markers stop the echo). A null key means that tab cleared the storage.
  const onStorage = (event: StorageEvent) => {
    const all = event.key === null;
    if (all || event.key === CART_STORAGE_KEY) {
      lastCart = parseJsonList(all ? null : event.newValue, isStoredCartLine);
      cart.dispatch({ type: 'replace', items: lastCart });
    }
    if (all || event.key === SESSION_STORAGE_KEY) {
      const stored = restoreSession(all ? null : event.newValue);
      const current = session.get();
      const sameShopper = stored.isLoggedIn && current.isLoggedIn && stored.uid === current.uid;
      // The stored copy is partial: the same shopper keeps the rest of the profile this page holds.
      lastSession = sameShopper
        ? { ...current, providerId: stored.providerId, primaryInformation: { ...current.primaryInformation, ...stored.primaryInformation } }
        : stored;
      if (!sameShopper) profileKnown = !stored.isLoggedIn;
      session.set(lastSession);
      if (stored.isLoggedIn) refresher?.refresh();
    }
    if (all || event.key === NOTIFICATIONS_STORAGE_KEY) {
      lastNotes = parseJsonList(all ? null : event.newValue, isStoredNotification);
      notifications.dispatch({ type: 'replace', items: lastNotes });
    }
  };
  win.addEventListener('storage', onStorage);
  const refresh = win.setInterval(() => {
    notifications.dispatch({ type: 'cleanup', now: now() });
    notifications.dispatch({ type: 'recount' });
  }, NOTIFICATION_REFRESH_MS);

  const { identity, callServer } = options;
  const calls = callServer && shellCalls(callServer);
  if (identity) offs.push(followIdentity(identity, session, options.schedule));
  const profileRead = () => {
    profileKnown = true;
    applyOnboarding();
  };
  // A sign-in brings the whole account.
  checkedBus.on('session:set', profileRead);
  offs.push(() => checkedBus.off('session:set', profileRead));
  const refresher = calls ? createSessionRefresher(calls, session, profileRead) : null;
  if (refresher) {
    offs.push(refresher.dispose);
    if (session.get().isLoggedIn) (options.schedule ?? whenIdle)(refresher.refresh);
  }
  // Every refresh, and when the tab is shown again, ask the server for notifications sent meanwhile
  // (a seller's step, a buyer's review).
  const wake = (pull: () => void) => {
    const listener = () => win.document.visibilityState === 'visible' && pull();
    const timer = win.setInterval(pull, NOTIFICATION_REFRESH_MS);
    win.document.addEventListener('visibilitychange', listener);
    return () => {
      win.clearInterval(timer);
      win.document.removeEventListener('visibilitychange', listener);
    };
  };
  if (calls) offs.push(syncNotifications(calls, stores, applyOnboarding, wake));

  const platform: ShopPlatform = {
    bus: checkedBus,
    session,
    cart,
    notifications,
    config,
    identity: identity ?? NO_IDENTITY,
    callServer: callServer ?? unreachable,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    ...(options.readRouteData ? { readRouteData: options.readRouteData } : {}),
  };
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
