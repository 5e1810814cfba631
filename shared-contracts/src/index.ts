// The contracts of the browser: everything in core, and the platform a remote is given (bus, stores, React context).
export * from './core';
export { type ShopBus, createBus, bus } from './events/bus';
export { type CarriedResponse, type PaymentConfig, type PlatformConfig, type ShopPlatform, PlatformProvider, usePlatform, useSession, useCart, useNotifications, useBus, useToast } from './react/platform';
export { useHydrated } from './react/hydrated';
export { createStore } from './store';
export { type ShopStores, createShopStores } from './shop-stores';
export { CONTRACTS_VERSION } from './version';
