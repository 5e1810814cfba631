export * from './catalog-query';
export * from './catalog-error';
