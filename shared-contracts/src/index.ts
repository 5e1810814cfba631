export * from './types';
export * from './domain';
export * from './catalog';
export * from './events';
export * from './ports';
export * from './react';
export * from './constants';
// The server's limits, for the browser's fields (constants only; the schemas stay in their subpath).
export { LISTING_LIMITS, ORDER_LIMITS, TEXT_LIMITS } from './schemas/limits';
// What AccountStore.updateListing sends (contracts 2.1): a type only, so no schema code comes with it.
export type { ListingPatch } from './schemas/listing-input';
export * from './messages';
export * from './store';
export * from './shop-stores';
export * from './version';
