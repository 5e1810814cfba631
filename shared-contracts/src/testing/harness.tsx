import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ShopBus } from '../events/bus';
import type { ShopEvents } from '../events/shop-events';
import { newAccountDocument } from '../domain/account';
import { createMemoryAccountStore, type MemoryPrice } from './memory-account-store';
import type { MemoryAccountStore } from './memory-account-store-type';
import { unitPrice } from '../domain/pricing';
import type { CartState } from '../types/cart';
import type { Identity, IdentityUser } from '../ports/identity';
import { createMemoryIdentity } from '../ports/memory-identity';
import { memoryCallServer, type ServerCallAnswers } from './memory-call-server';
import { PlatformProvider, type PlatformConfig, type ShopPlatform } from '../react/platform';
import { createShopStores, type ShopStores, type ShopStoresInit } from '../shop-stores';
import { heldBusSurface, surfaceBus } from './bus-surface';
import { createContractCheckedBus } from './contract-checked-bus';
import type { SessionUser } from '../types/user';

export const SAMPLE_SHOPPER: SessionUser = {
  providerId: 'google.com',
  uid: 'harness-shopper',
  primaryInformation: { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phone: '+2348012345678' },
  location: { streetName: 'Allen Avenue', streetNumber: '12', city: 'Ikeja', state: 'Lagos', country: 'Nigeria', postalCode: '100271' },
  isLoggedIn: true,
};

/** The Google account the harness's identity signs in as: no account document until it signs up. */
export const HARNESS_GOOGLE_USER: IdentityUser = {
  uid: 'harness-google',
  email: 'tolu@example.com',
  displayName: 'Tolu Adeyemi',
  photoUrl: null,
  providerId: 'google.com',
};

/**
 * An account store holding SAMPLE_SHOPPER's account document, so the signed-in mode can save;
 * `priceOf` is its pretend server's price list for Place Order; `now` its clock.
 */
export function sampleAccountStore(priceOf?: (productId: string) => MemoryPrice | null, now?: () => number): MemoryAccountStore {
  const doc = newAccountDocument(
    { uid: SAMPLE_SHOPPER.uid!, email: 'ada@example.com', displayName: 'Ada Obi', photoUrl: null, providerId: 'google.com' },
    new Date(2025, 0, 15, 10, 0, 0),
  );
  doc.user.primaryInformation = { ...doc.user.primaryInformation, ...SAMPLE_SHOPPER.primaryInformation };
  doc.user.location = { ...doc.user.location, ...SAMPLE_SHOPPER.location };
  return createMemoryAccountStore({ [SAMPLE_SHOPPER.uid!]: doc }, { priceOf, now });
}

/** A harness has no catalog: its pretend server prices a product as the harness's cart shows it. */
export const priceInCart =
  (cart: () => CartState) =>
  (productId: string): MemoryPrice | null => {
    const line = cart().items.find((l) => l.product.id === productId);
    return line ? { name: line.product.name, image: line.product.image, unitPrice: unitPrice(line.product) } : null;
  };

/** Where the local stack serves the shop's catalog endpoint (the harness's default). */
export const HARNESS_CATALOG_API_URL = 'http://127.0.0.1:9094/demo-storefront/us-central1/catalog';

export interface Harness {
  platform: ShopPlatform;
  stores: ShopStores;
  bus: ShopBus;
}

/**
 * The same contracts the shell gives, backed by in-memory stores: for tests and remotes running alone.
 * Its bus checks every payload against the contract and throws on one the shell would refuse; once
 * a remote's tests hold harnesses to its bus surface, its code may send and hear only what it declares.
 */
export function createHarness(
  init: ShopStoresInit & {
    config?: Partial<PlatformConfig>;
    identity?: Identity;
    /** The pretend server's store, which the harness's `callServer` answers from. */
    accounts?: MemoryAccountStore;
    /** Answers for server calls the in-memory server does not know (a call a remote is adding). */
    serverCalls?: ServerCallAnswers;
    /** The shell's fetch, which hands over route data started early (a test's fake network). */
    fetch?: typeof fetch;
  } = {},
): Harness {
  const bus = createContractCheckedBus();
  const stores = createShopStores(bus, init);
  const held = heldBusSurface();
  const identity = init.identity ?? createMemoryIdentity([HARNESS_GOOGLE_USER]);
  const accounts = init.accounts ?? sampleAccountStore(priceInCart(() => stores.cart.get()));
  // The server knows its caller by the ID token: the identity's user, or the shopper a test signed in by hand.
  let signedIn: IdentityUser | null = null;
  identity.onChange((user) => {
    signedIn = user;
  });
  const caller = () => {
    const session = stores.session.get();
    return { uid: signedIn?.uid ?? (session.isLoggedIn ? (session.uid ?? undefined) : undefined), user: signedIn };
  };
  const platform: ShopPlatform = {
    // The remote's code gets the bus held to its declared surface; the test keeps `bus`.
    bus: held ? surfaceBus(bus, held.remote, held.surface) : bus,
    session: stores.session,
    cart: stores.cart,
    notifications: stores.notifications,
    config: { catalogApiUrl: HARNESS_CATALOG_API_URL, payment: { provider: 'sandbox' }, ...init.config },
    identity,
    callServer: memoryCallServer(accounts, caller, Date.now, init.serverCalls),
    fetch: init.fetch ?? ((input, options) => fetch(input, options)),
  };
  return { platform, stores, bus };
}

export function HarnessProvider({ harness, children }: { harness: Harness; children: ReactNode }) {
  return <PlatformProvider platform={harness.platform}>{children}</PlatformProvider>;
}

const SAMPLE_ITEM = { id: 'harness-1', name: 'Harness Sample Tee', image: '', price: 4500, sellerId: '000000' };

/**
 * The QA panel of a remote running alone: switch signed in / out, fill the cart, and watch
 * the bus events the remote emits.
 */
export function HarnessPanel({ harness, name }: { harness: Harness; name: string }) {
  const [events, setEvents] = useState<string[]>([]);
  const { session, cart: cartStore } = harness.stores;
  const user = useSyncExternalStore(session.subscribe, session.get);
  const cart = useSyncExternalStore(cartStore.subscribe, cartStore.get);
  useEffect(() => {
    const log = (type: keyof ShopEvents, payload: unknown) =>
      setEvents((list) => [`${type} ${payload === undefined ? '' : JSON.stringify(payload)}`, ...list].slice(0, 30));
    harness.bus.on('*', log);
    return () => harness.bus.off('*', log);
  }, [harness]);
  return (
    <aside aria-label="QA harness" style={panelStyle}>
      {/* Collapsible, so the panel never hides the control QA wants to reach under it. */}
      <details open>
        <summary style={{ cursor: 'pointer', fontWeight: 700 }}>{name} · QA harness</summary>
        <p style={{ margin: '4px 0' }}>
          {user.isLoggedIn ? `Signed in as ${user.primaryInformation?.firstName}` : 'Signed out'} · cart lines:{' '}
          {cart.items.length}
        </p>
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          <button
            type="button"
            onClick={() => (user.isLoggedIn ? session.clear() : session.set(SAMPLE_SHOPPER))}
          >
            {user.isLoggedIn ? 'Sign out' : 'Sign in'}
          </button>
          <button type="button" onClick={() => harness.bus.emit('cart:add', { product: SAMPLE_ITEM })}>
            Fill cart
          </button>
          <button type="button" onClick={() => harness.bus.emit('cart:clear')}>
            Empty cart
          </button>
          {/* The UI kit's parts in their states (StandalonePage). */}
          <a href="/ui-kit">UI kit</a>
        </div>
        <ol aria-label="Bus events" style={{ maxHeight: 160, overflow: 'auto', fontSize: 12, paddingLeft: 18 }}>
          {events.map((e, i) => (
            <li key={`${i}-${e}`}>{e}</li>
          ))}
        </ol>
      </details>
    </aside>
  );
}

const panelStyle = {
  position: 'fixed',
  bottom: 12,
  right: 12,
  zIndex: 1000,
  width: 300,
  padding: 12,
  background: '#fffbe6',
  border: '2px dashed #b58900',
  borderRadius: 8,
  font: '13px system-ui, sans-serif',
} as const;
