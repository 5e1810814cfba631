import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ShopBus } from '../events/bus';
import type { AccountStore } from '../ports/account-store';
import type { CallServer } from '../ports/server-call';
import type { Identity } from '../ports/identity';
import type { ToastKind } from '../events/shop-events';
import type { ReadableStore } from '../store';
import type { CartState } from '../types/cart';
import type { NotificationState } from '../types/notification';
import type { SessionUser } from '../types/user';

/** Which payment provider the runtime config names (its public key only; secrets never reach a browser). */
export interface PaymentConfig {
  provider: 'sandbox' | 'paystack';
  publicKey?: string;
}

/** What a remote may know of the runtime config. */
export interface PlatformConfig {
  /**
   * The DummyJSON-compatible catalog the shop's server indexes. No 2.1 screen asks it anything; it stays for
   * a 2.0 mf-catalog, which reads the catalog itself.
   */
  catalogUrl: string;
  /**
   * Contracts 2.1: the shop's catalog endpoint (`GET {catalogApiUrl}/products?…`, `/products/{slug}`,
   * `/categories`), a public, cacheable read of one index of every product, the catalog's and every
   * seller's. A 2.0 shell gives none: mf-catalog 2.1 needs a 2.1 shell (deploy the shell first).
   */
  catalogApiUrl: string;
  /** Added in contracts 1.3; absent from an older shell, where the checkout takes no payment. */
  payment?: PaymentConfig;
  /**
   * Contracts 1.10: when the early-bird offer ends, the same instant for everyone (ISO 8601 with its zone).
   * Absent from an older shell or a config without one: the page shows no countdown.
   */
  earlyBirdEndsAt?: string;
}

/** What the shell (or a remote's harness) hands every screen. */
export interface ShopPlatform {
  bus: ShopBus;
  session: ReadableStore<SessionUser>;
  cart: ReadableStore<CartState>;
  notifications: ReadableStore<NotificationState>;
  config: PlatformConfig;
  /**
   * Sign-in (Firebase Auth in the shell, loaded on first use) and the shopper's account documents.
   * Added in contracts 1.2: a shell built before it lacks them, so callers treat them as optional.
   */
  identity?: Identity;
  accounts?: AccountStore;
  /**
   * The shop's server: one authenticated call by callable name. Each remote keeps its own calls in its own
   * client module over it, so a new server call needs no shell release.
   */
  callServer: CallServer;
  /**
   * The shell's fetch: a response the shell started while the page loaded (the route data a remote's
   * manifest names, see route-data.ts) is handed over once for its URL; anything else goes to the network.
   * Added in contracts 1.5: absent from an older shell, where the global fetch does the same.
   */
  fetch?: typeof fetch;
}

const PlatformContext = createContext<ShopPlatform | null>(null);

export function PlatformProvider({ platform, children }: { platform: ShopPlatform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): ShopPlatform {
  const platform = useContext(PlatformContext);
  if (!platform) {
    throw new Error('No ShopPlatform: render inside the shell or a HarnessProvider from shared-contracts/testing.');
  }
  return platform;
}

function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export const useSession = () => useStore(usePlatform().session);
export const useCart = () => useStore(usePlatform().cart);
export const useNotifications = () => useStore(usePlatform().notifications);
export const useBus = () => usePlatform().bus;

/** Shows a toast through the shell's one container. */
export function useToast() {
  const bus = useBus();
  return (kind: ToastKind, message: string, durationMs?: number, topic?: string) => bus.emit('toast', { kind, message, durationMs, topic });
}
