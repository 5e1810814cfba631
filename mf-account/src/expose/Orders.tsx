export { Orders as default } from '../screens/Orders/Orders';
export { contractsVersion } from './contracts-version';
