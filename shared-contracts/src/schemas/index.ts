// The schemas of what crosses to the shop's server: one per payload, used by the server to decide
// and by the browser for the shopper's comfort. A subpath, so pages that never write skip valibot.
export * from './limits';
export { INSTANT, instant, httpUrl, choice, objectMessage } from './fields';
export * from './problem';
export * from './listing-input';
export * from './place-order';
export * from './account-payloads';
export * from './advance-order';
export * from './early-bird';
export * from './catalog-query';
