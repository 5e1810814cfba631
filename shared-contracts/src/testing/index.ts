// The harness a remote runs alone in, and the in-memory doubles of the platform's sign-in and server behind
// it: for tests and harnesses, never in the shop's start-up code.
export { createMemoryAccountStore } from './memory-account-store';
export type { MemoryAccountStore } from './memory-account-store-type';
export { createMemoryIdentity, type MemoryIdentity } from '../ports/memory-identity';
export { memoryCallServer } from './memory-call-server';
export { SAMPLE_SHOPPER, HARNESS_GOOGLE_USER, sampleAccountStore, priceInCart, type Harness, createHarness, HarnessProvider } from './harness';
export { ElsewhereInTheShop } from './ElsewhereInTheShop';
export { StandalonePage } from './StandalonePage';
