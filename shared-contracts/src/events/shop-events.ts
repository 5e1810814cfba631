import type { CartProduct } from '../types/cart';
import type { NewNotification } from '../types/notification';
import type { Location, PrimaryInformation, SessionUser } from '../types/user';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  kind: ToastKind;
  message: string;
  /** Milliseconds before it closes; the shell's default for the kind when omitted. */
  durationMs?: number;
}

/** What a remote gives to add a product to the cart. */
export type CartProductInput = Omit<CartProduct, 'total' | 'addedAt'>;

/**
 * Every event that crosses the bus between the shell and the remotes.
 * Emitting an event or a payload outside this map does not compile.
 */
export type ShopEvents = {
  'cart:add': { product: CartProductInput; quantity?: number };
  'cart:remove': { productId: string };
  'cart:set-quantity': { productId: string; quantity: number };
  'cart:clear': undefined;
  'cart:open': undefined;
  'cart:close': undefined;
  'session:changed': SessionUser;
  /** A remote signed a shopper in (mf-account): the shell stores and persists the session. */
  'session:set': SessionUser;
  /** A saved profile or address change: merged into the session when it holds that part. */
  'session:update': { primaryInformation?: Partial<PrimaryInformation>; location?: Partial<Location> };
  toast: ToastMessage;
  'notification:add': NewNotification;
  'notification:read': { id: string };
  /** The onboarding notification was opened (SPEC §4: its own action, not an ordinary read). */
  'notification:onboarding-read': undefined;
  'notification:remove': { id: string };
  /** Removes every read notification (added in contracts 1.4: an older shell ignores it). */
  'notifications:clear-read': undefined;
  /** Removes every notification (added in contracts 1.4: an older shell ignores it). */
  'notifications:clear-all': undefined;
  'notifications:open': undefined;
  /** A screen tells assistive technology what just happened (the shell's live region reads it). */
  announce: { message: string };
  /**
   * The shopper saved their appearance (Settings): the shell applies it to the whole site at once and
   * keeps it for the next load. Added in contracts 1.4: an older shell ignores it.
   */
  'appearance:changed': { theme: 'light' | 'dark' | 'system'; animations: boolean };
};

export type ShopEventName = keyof ShopEvents;
