export { Categories as default } from '../categories/Categories';
export { contractsVersion } from './contracts-version';
