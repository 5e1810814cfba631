import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession, type Product } from 'shared-contracts';
import { wishlistStore, type WishlistItem } from './wishlist-store';

/** A page rendered on the server is a visitor's: the hearts fill in right after hydration, as the cart's badge does. */
const NONE: WishlistItem[] = [];
const noneYet = () => NONE;

export function useWishlisted(id: string): [boolean, (product: Product) => boolean] {
  const store = wishlistStore();
  const items = useSyncExternalStore(store.subscribe, store.get, noneYet);
  const { isLoggedIn } = useSession();
  const wasLoggedIn = useRef(isLoggedIn);
  // A shopper signed out: the shell has emptied the stored wishlist, so the hearts follow.
  useEffect(() => {
    if (wasLoggedIn.current && !isLoggedIn) store.reload();
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn, store]);
  return [items.some((item) => item.id === id), store.toggle];
}
