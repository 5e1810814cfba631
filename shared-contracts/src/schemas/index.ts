// The schemas of what crosses to the shop's server: one per payload, used by the server to decide
// and by the browser for the shopper's comfort. A subpath, so pages that never write skip valibot.
export { TEXT_LIMITS, LISTING_LIMITS, NOTIFICATIONS_MAX } from './limits';
// The fields the schemas are made of; the shell's runtime config is checked with the same ones.
export { instant, httpUrl, choice, objectMessage } from './fields';
export { parsePayload, describeProblem } from './problem';
export { ListingInputSchema, type ListingInput, ListingUpdateSchema, type ListingUpdate, type ListingPatch } from './listing-input';
export { PlaceOrderSchema, type PlaceOrderRequest, OrderRefSchema, SandboxChargeSchema } from './place-order';
export {
  PrimaryInformationPatchSchema,
  type PrimaryInformationPatch,
  shopperProfilePatch,
  LocationPatchSchema,
  CreateAccountSchema,
  PreferencesPatchSchema,
  NotificationsSchema,
  EmptySchema,
} from './account-payloads';
export { AdvanceOrderSchema, type AdvanceOrderRequest, ProductRefSchema } from './advance-order';
export { EarlyBirdRegistrationSchema, type EarlyBirdOutcome } from './early-bird';
export { SHOP_CALLS, type ShopCalls } from './shop-calls';
export { CATALOG_PAGE_MAX, CatalogQuerySchema, SuggestQuerySchema, ProductSlugSchema, catalogQueryInput, CATALOG_QUERY_KEYS } from './catalog-query';
