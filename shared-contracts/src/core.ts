// The contracts that run anywhere, browser or server (no React, no DOM): the types that cross a boundary, the
// rules both sides apply (money in kobo, totals, the order's life), the spec's shared constants and texts.
// The server imports this as `shared-contracts/core`, and so does a remote for a rule no other screen uses; the
// browser's `shared-contracts` re-exports its types and the values the shell and the marketing pages use.
// Only what two packages use is here: `scripts/contracts/contract-usage.test.ts` checks it, and
// `scripts/contracts/single-package-exports.ts` says why each exception stays.
export { type PrimaryInformation, type Location, type UserType, type Gender, type SessionUser, type AccountDocument } from './types/user';
export { type Product, type ProductReview } from './types/product';
export { type CartLine, type CartState } from './types/cart';
export { type NotificationType, type ShopNotification, type NotificationState } from './types/notification';
export { type OrderStatus, type OrderItem, type Order, type Review, type Sale, type PlacedOrder, type UnpaidOrder, type ResumedPayment, type PaymentSettlement } from './types/order';
export { type PlaceOrderRequest } from './schemas/place-order';
export { type AdvanceOrderRequest } from './schemas/advance-order';
export { type ShippingData, type BillingAddress, type AccountDeletionRequest, type AccountPreferences } from './types/forms';
export { type CatalogPage, type CatalogFacets, type CategoryCount, type CatalogCategory, type SearchOutcome, type CatalogSuggestions, type ProductSuggestion, type CategorySuggestion } from './types/catalog';
export { type Listing } from './types/listing';
export { formatNaira, type Kobo, toKobo } from './domain/money';
export { unitPrice, catalogPrice, filledStars, isNewByStock } from './domain/pricing';
export { type ShippingMethodId, SHIPPING_METHODS, shippingCost } from './domain/shipping';
export { lineTotal, taxOf, type OrderTotals, totalsOf, orderTotals } from './domain/totals';
export { productSlug } from './domain/slug';
export { relativeTime } from './domain/relative-time';
export { isValidEmail } from './domain/email';
export { EMPTY_CART, cartReducer } from './domain/cart-reducer';
export { EMPTY_NOTIFICATIONS } from './domain/notification-reducer';
export { LOGGED_OUT, profileIsKnown, sessionForStorage } from './domain/session';
export { parseDateOfCreation, splitName, nameInitials, newAccountDocument, sessionFromAccount, loginPathFor } from './domain/account';
export { newestFirst, ordersNewestFirst, mergePreferences } from './domain/account-lists';
export { formatShippingAddress, paymentReference, orderId } from './domain/checkout';
export { formatShortDate, formatDayTime, PENDING_ORDERS_STORAGE_KEY } from './domain/orders';
export { type OrderRole, ORDER_TRANSITIONS, RETURN_WINDOW_MS, transitionProblem, nextActions } from './domain/order-lifecycle';
export { SETTINGS_TABS, type SettingsTabId, type SettingsValues, settingsValues, type SiteAppearance, APPEARANCE_STORAGE_KEY, parseStoredAppearance, appearanceAttributes } from './domain/settings';
export { type ListedOrder, isUnpaidOrder } from './domain/order-lists';
export { type CatalogQuery, ALL_PRODUCTS, CATALOG_QUERY_KEYS } from './catalog/catalog-query';
export { type ToastKind, type ToastMessage, type CartProductInput, type ShopEvents, type BusSurface } from './events/shop-events';
export { type IdentityUser, IdentityError, type Identity } from './ports/identity';
export { ServerCallError, typedCalls, type CallServer, type SendCall } from './ports/server-call';
export type { CallName, CallInput, CallAnswer } from './schemas/shop-calls';
export { CURRENCY, LOCALE, DEFAULT_COUNTRY, QUANTITY_MIN, QUANTITY_MAX, LISTING_PAGE_SIZE, RATING_OPTIONS, SORT_OPTIONS, BEST_MATCH_SORT, defaultSort, SUGGEST, type SortValue, TOAST, CART_TOAST_TOPIC, PRODUCT_IMAGES_MAX, PRODUCT_IMAGE_MAX_BYTES, EARLY_BIRD_IMAGE_MAX_BYTES, EARLY_BIRD_IMAGES_MAX, EARLY_BIRD_COUNTDOWN_MS, ORDER_STATUSES, ITEM_CATEGORIES, GENDERS, EDUCATIONAL_LEVELS, DISABILITY_TYPES, LANGUAGES, CURRENCIES, DEFAULT_TIMEZONE, TIMEZONES, USER_TYPES, WISHLIST_STORAGE_KEY, SHOP_NAME } from './constants';
export { LISTING_LIMITS, TEXT_LIMITS } from './schemas/limits';
export { type ListingPatch } from './schemas/listing-input';
export { MESSAGES } from './messages';
export { markedParts } from './domain/marked-parts';
export { categoryLabel, categoryLabelMarks } from './domain/category-label';
