export * from './identity';
export * from './account-store';
export * from './catalog-source';
export * from './payment-gateway';
