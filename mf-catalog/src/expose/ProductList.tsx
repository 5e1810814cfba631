export { ProductList as default } from '../screens/ProductList/ProductList';
export { contractsVersion } from './contracts-version';
