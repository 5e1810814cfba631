import { cartReducer, EMPTY_CART, type CartAction } from './domain/cart-reducer';
import { EMPTY_NOTIFICATIONS, notificationReducer, type NotificationAction } from './domain/notification-reducer';
import { LOGGED_OUT, mergeSession } from './domain/session';
import type { ShopBus } from './events/bus';
import type { ShopEvents } from './events/shop-events';
import { createStore, type ReadableStore } from './store';
import type { CartLine, CartState } from './types/cart';
import type { NotificationState } from './types/notification';
import type { Location, PrimaryInformation, SessionUser } from './types/user';

export interface ShopStores {
  session: ReadableStore<SessionUser> & {
    set(user: SessionUser): void;
    clear(): void;
    merge(patch: { primaryInformation?: Partial<PrimaryInformation>; location?: Partial<Location> }): void;
  };
  cart: ReadableStore<CartState> & { dispatch(action: CartAction): void };
  notifications: ReadableStore<NotificationState> & { dispatch(action: NotificationAction): void };
  /** Stops listening to the bus. */
  dispose(): void;
}

export interface ShopStoresInit {
  session?: SessionUser;
  cart?: CartState;
  notifications?: NotificationState;
  now?: () => number;
  /**
   * The cart's lines as stored now, or null when storage has none to give: each change to the lines is
   * applied to these, so a line another tab changed a moment ago is kept (the shell reads its storage).
   */
  latestCartLines?: () => CartLine[] | null;
}

/**
 * The session, cart and notification stores of SPEC §4, driven by the bus.
 * The shell adds persistence around them; a remote's harness uses them as they are.
 */
export function createShopStores(bus: ShopBus, init: ShopStoresInit = {}): ShopStores {
  const now = init.now ?? Date.now;
  // A server-rendered page shows a visitor's view: signed out, nothing in the cart, no notifications.
  const session = createStore(init.session ?? LOGGED_OUT, LOGGED_OUT);
  const cart = createStore(init.cart ?? EMPTY_CART, EMPTY_CART);
  const notes = createStore(init.notifications ?? EMPTY_NOTIFICATIONS, EMPTY_NOTIFICATIONS);

  const cartDispatch = (action: CartAction) => {
    const lines = action.type === 'toggle' || action.type === 'open' || action.type === 'close' || action.type === 'replace' ? null : init.latestCartLines?.();
    cart.set(cartReducer(lines ? { ...cart.get(), items: lines } : cart.get(), action));
  };
  const noteDispatch = (action: NotificationAction) => notes.set(notificationReducer(notes.get(), action));
  const setSession = (user: SessionUser) => {
    session.set(user);
    bus.emit('session:changed', user);
  };

  const offs: (() => void)[] = [];
  const on = <K extends keyof ShopEvents>(name: K, handler: (payload: ShopEvents[K]) => void) => {
    bus.on(name, handler);
    offs.push(() => bus.off(name, handler));
  };
  on('cart:add', (e) => cartDispatch({ type: 'add', product: e.product, quantity: e.quantity }));
  on('cart:remove', (e) => cartDispatch({ type: 'remove', productId: e.productId }));
  on('cart:set-quantity', (e) => cartDispatch({ type: 'setQuantity', productId: e.productId, quantity: e.quantity }));
  on('cart:clear', () => cartDispatch({ type: 'clear' }));
  on('cart:open', () => cartDispatch({ type: 'open' }));
  on('cart:close', () => cartDispatch({ type: 'close' }));
  on('notification:add', (n) => noteDispatch({ type: 'add', notification: n, now: now() }));
  on('notification:read', (e) => noteDispatch({ type: 'markRead', id: e.id }));
  on('notification:onboarding-read', () => noteDispatch({ type: 'markOnboardingRead' }));
  on('notification:remove', (e) => noteDispatch({ type: 'remove', id: e.id }));
  on('notifications:clear-read', () => noteDispatch({ type: 'clearRead' }));
  on('notifications:clear-all', () => noteDispatch({ type: 'clearAll' }));
  on('notifications:open', () => noteDispatch({ type: 'open' }));
  on('session:set', (user) => setSession(user));
  on('session:update', (patch) => setSession(mergeSession(session.get(), patch)));

  return {
    session: {
      ...session,
      set: setSession,
      clear: () => setSession(LOGGED_OUT),
      merge: (patch) => setSession(mergeSession(session.get(), patch)),
    },
    cart: { get: cart.get, subscribe: cart.subscribe, getServerSnapshot: cart.getServerSnapshot, dispatch: cartDispatch },
    notifications: { get: notes.get, subscribe: notes.subscribe, getServerSnapshot: notes.getServerSnapshot, dispatch: noteDispatch },
    dispose: () => offs.forEach((off) => off()),
  };
}
