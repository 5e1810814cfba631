import { WISHLIST_STORAGE_KEY, createStore, type Product } from 'shared-contracts';

/** What the wishlist keeps of a product: enough to show and link it without the catalog. */
export interface WishlistItem {
  id: string;
  name: string;
  slug: string;
  image: string;
  price: number;
  discountPrice?: number;
}

function read(storage: Storage | undefined): WishlistItem[] {
  try {
    const list: unknown = JSON.parse(storage?.getItem(WISHLIST_STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((i): i is WishlistItem => typeof i?.id === 'string') : [];
  } catch {
    return [];
  }
}

/** The wishlist in browser storage, kept in step with other tabs. */
export function createWishlistStore(win: (Window & typeof globalThis) | undefined = globalThis.window) {
  const storage = win?.localStorage;
  const store = createStore<WishlistItem[]>(read(storage));
  win?.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) store.set(read(storage));
  });
  const save = (items: WishlistItem[]) => {
    store.set(items);
    try {
      storage?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or blocked: the heart still works for this visit.
    }
  };
  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Reads the storage again: the shell empties it when a shopper signs out, in this very tab. */
    reload: () => store.set(read(storage)),
    has: (id: string) => store.get().some((item) => item.id === id),
    /** Adds the product, or removes it when already there; true when it is now in the wishlist. */
    toggle(product: Product): boolean {
      const items = store.get();
      if (items.some((item) => item.id === product.id)) {
        save(items.filter((item) => item.id !== product.id));
        return false;
      }
      const { id, name, slug, image, price, discountPrice } = product;
      save([...items, { id, name, slug, image, price, ...(discountPrice !== undefined ? { discountPrice } : {}) }]);
      return true;
    },
  };
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;

let shared: WishlistStore | undefined;
/** One wishlist per page, created on first use. */
export const wishlistStore = () => (shared ??= createWishlistStore());
