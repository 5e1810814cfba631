import { createContext, useContext } from 'react';
import type { ShopStores } from 'shared-contracts';

/** The shell's own writable stores (sign out, drawer toggles); remotes get read-only views and the bus. */
export const ShellStoresContext = createContext<ShopStores | null>(null);

export function useShellStores(): ShopStores {
  const stores = useContext(ShellStoresContext);
  if (!stores) throw new Error('useShellStores needs ShellStoresContext');
  return stores;
}
