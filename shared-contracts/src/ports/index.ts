export * from './identity';
export * from './server-call';
