export * from './catalog-query';
