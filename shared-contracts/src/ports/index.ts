export * from './identity';
export * from './payment-gateway';
export * from './server-call';
