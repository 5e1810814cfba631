export * from './harness';
export * from './HarnessToasts';
export { sampleProduct } from './sample-product';
export { ElsewhereInTheShop } from './ElsewhereInTheShop';
