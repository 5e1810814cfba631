// The contracts of the browser: the platform a remote is given (bus, stores, React context), core's types, and the
// rules and texts the shell or the marketing pages use. This module is one shared singleton every route ships whole,
// so a rule only the catalog, checkout or account screens use is imported from `shared-contracts/core`, bundled
// (and tree-shaken) in that remote alone.
export type * from './core';
export {
  formatNaira, unitPrice, lineTotal, productSlug, relativeTime, isValidEmail, EMPTY_CART, EMPTY_NOTIFICATIONS,
  LOGGED_OUT, sessionForStorage, splitName, nameInitials, sessionFromAccount, loginPathFor,
  PENDING_ORDERS_STORAGE_KEY, settingsValues, APPEARANCE_STORAGE_KEY, parseStoredAppearance, appearanceAttributes,
  IdentityError, ServerCallError, typedCalls, LOCALE, QUANTITY_MIN, QUANTITY_MAX, SUGGEST, TOAST, CART_TOAST_TOPIC,
  EARLY_BIRD_IMAGE_MAX_BYTES, EARLY_BIRD_IMAGES_MAX, EARLY_BIRD_COUNTDOWN_MS, WISHLIST_STORAGE_KEY, SHOP_NAME,
  TEXT_LIMITS, MESSAGES, markedParts, categoryLabel, categoryLabelMarks
} from './core';
export { type ShopBus, createBus, bus } from './events/bus';
export { type CarriedResponse, type PaymentConfig, type PlatformConfig, type ShopPlatform, PlatformProvider, usePlatform, useSession, useCart, useNotifications, useBus, useToast } from './react/platform';
export { useHydrated } from './react/hydrated';
export { createStore } from './store';
export { type ShopStores, createShopStores } from './shop-stores';
export { CONTRACTS_VERSION } from './version';
