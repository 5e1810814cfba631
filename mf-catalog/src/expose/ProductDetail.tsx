export { ProductDetail as default } from '../product-page/ProductDetail';
export { contractsVersion } from './contracts-version';
