export * from './shop-events';
export * from './bus';
