export { Checkout as default } from '../checkout/Checkout';
export { contractsVersion } from './contracts-version';
