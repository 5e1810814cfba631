export { Checkout as default } from '../screens/Checkout/Checkout';
export { contractsVersion } from './contracts-version';
