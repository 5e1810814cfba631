export { Login as default } from '../sign-in/Login';
export { contractsVersion } from './contracts-version';
