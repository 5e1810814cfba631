export * from './identity';
export * from './account-store';
export * from './payment-gateway';
export * from './server-call';
