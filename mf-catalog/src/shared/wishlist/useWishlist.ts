import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession, type Product } from 'shared-contracts';
import { wishlistStore } from './wishlist-store';

export function useWishlisted(id: string): [boolean, (product: Product) => boolean] {
  const store = wishlistStore();
  const items = useSyncExternalStore(store.subscribe, store.get, store.get);
  const { isLoggedIn } = useSession();
  const wasLoggedIn = useRef(isLoggedIn);
  // A shopper signed out: the shell has emptied the stored wishlist, so the hearts follow.
  useEffect(() => {
    if (wasLoggedIn.current && !isLoggedIn) store.reload();
    wasLoggedIn.current = isLoggedIn;
  }, [isLoggedIn, store]);
  return [items.some((item) => item.id === id), store.toggle];
}
