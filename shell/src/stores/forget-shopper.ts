import { PENDING_ORDERS_STORAGE_KEY, WISHLIST_STORAGE_KEY, type ShopStores } from 'shared-contracts';

/** What the browser keeps that belongs to a shopper, beside the stores the shell owns. */
const SHOPPER_KEYS = [WISHLIST_STORAGE_KEY, PENDING_ORDERS_STORAGE_KEY];

/**
 * Sign-out leaves nothing of the shopper for the next person at this browser: the session, the cart
 * (its storage follows the store), the wishlist and any order still being saved. Their notifications
 * go with the session (syncNotifications).
 */
export function forgetShopper({ session, cart }: Pick<ShopStores, 'session' | 'cart'>, storage: Pick<Storage, 'removeItem'> | undefined) {
  session.clear();
  cart.dispatch({ type: 'clear' });
  for (const key of SHOPPER_KEYS) {
    try {
      storage?.removeItem(key);
    } catch {
      // Blocked storage holds nothing to forget.
    }
  }
}
