export { ProductList as default } from '../product-list/ProductList';
export { contractsVersion } from './contracts-version';
