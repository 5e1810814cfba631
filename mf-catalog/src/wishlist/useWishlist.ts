import { useSyncExternalStore } from 'react';
import type { Product } from 'shared-contracts';
import { wishlistStore } from './wishlist-store';

export function useWishlisted(id: string): [boolean, (product: Product) => boolean] {
  const store = wishlistStore();
  const items = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [items.some((item) => item.id === id), store.toggle];
}
