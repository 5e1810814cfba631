export * from './harness';
export * from './HarnessToasts';
export { sampleProduct } from './sample-product';
