export { Register as default } from '../screens/Register/Register';
export { contractsVersion } from './contracts-version';
