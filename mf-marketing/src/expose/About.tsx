export { About as default } from '../screens/About/About';
export { contractsVersion } from './contracts-version';
