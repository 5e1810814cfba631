// The in-memory doubles of the platform's sign-in and server: for tests and harnesses, never in the shop's start-up code.
export { createMemoryAccountStore, type MemoryPrice } from './memory-account-store';
export type { MemoryAccountStore } from './memory-account-store-type';
export { createMemoryIdentity, type MemoryIdentity } from '../ports/memory-identity';
export * from './harness';
export * from './HarnessToasts';
export { ElsewhereInTheShop } from './ElsewhereInTheShop';
export { StandalonePage } from './StandalonePage';
export { memoryCallServer, type MemoryCaller, type ServerCallAnswers } from './memory-call-server';
