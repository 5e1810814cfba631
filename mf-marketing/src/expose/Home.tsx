export { Home as default } from '../screens/Home/Home';
export { contractsVersion } from './contracts-version';
