export { Orders as default } from '../orders/Orders';
export { contractsVersion } from './contracts-version';
