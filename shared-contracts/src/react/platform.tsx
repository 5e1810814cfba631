import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ShopBus } from '../events/bus';
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
   * The shop's catalog endpoint (`GET {catalogApiUrl}/products?…`, `/products/{slug}`, `/categories`), a
   * public, cacheable read of one index of every product, the catalog's and every seller's.
   */
  catalogApiUrl: string;
  payment: PaymentConfig;
  /**
   * When the early-bird offer ends, the same instant for everyone (ISO 8601 with its zone). Absent from a
   * config without one: the page shows no countdown.
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
  /** Sign-in: Firebase Auth in the shell, loaded on first use. */
  identity: Identity;
  /**
   * The shop's server: one authenticated call by callable name. Each remote keeps its own calls in its own
   * client module over it, so a new server call needs no shell release.
   */
  callServer: CallServer;
  /**
   * The shell's fetch: a response the shell started while the page loaded (the route data a remote's
   * manifest names, see route-data.ts) is handed over once for its URL; anything else goes to the network.
   */
  fetch: typeof fetch;
  /**
   * The responses the page's HTML carried for its first view (3.1): what the server read for `url` while it
   * rendered the page, so the screen's first render already has it and hydrates the server's markup in place.
   * Undefined for any other URL, on a page drawn in the browser, and from a shell before 3.1.
   */
  readRouteData?: (url: string) => CarriedResponse | undefined;
}

/** A GET's answer as the page's HTML carried it. */
export interface CarriedResponse {
  status: number;
  body: unknown;
  /** Older than a fresh render (the page came from a cache): show it, and ask again for the current figures. */
  stale: boolean;
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
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot ?? store.get);
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
