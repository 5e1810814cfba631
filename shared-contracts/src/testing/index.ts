export * from './harness';
export * from './HarnessToasts';
