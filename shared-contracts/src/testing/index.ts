// The in-memory doubles of every port: for tests and harnesses, never in the shop's start-up code.
export { createMemoryAccountStore, type MemoryPrice } from './memory-account-store';
export type { MemoryAccountStore } from './memory-account-store-type';
export { createMemoryIdentity, type MemoryIdentity } from '../ports/memory-identity';
export { createMemoryPaymentGateway } from '../ports/memory-payment-gateway';
export * from './harness';
export * from './HarnessToasts';
export { sampleProduct } from './sample-product';
export { SAMPLE_SHIPPING, sampleLine } from './sample-checkout';
export { ElsewhereInTheShop } from './ElsewhereInTheShop';
export { StandalonePage } from './StandalonePage';
export { memoryCallServer, type MemoryCaller, type ServerCallAnswers } from './memory-call-server';
