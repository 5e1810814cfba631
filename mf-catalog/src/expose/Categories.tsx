export { Categories as default } from '../screens/Categories/Categories';
export { contractsVersion } from './contracts-version';
