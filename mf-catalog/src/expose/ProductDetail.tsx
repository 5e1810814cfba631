export { ProductDetail as default } from '../screens/ProductDetail/ProductDetail';
export { contractsVersion } from './contracts-version';
