export { Register as default } from '../sign-in/Register';
export { contractsVersion } from './contracts-version';
