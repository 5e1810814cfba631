export { Login as default } from '../screens/Login/Login';
export { contractsVersion } from './contracts-version';
