export { Settings as default } from '../screens/Settings/Settings';
export { contractsVersion } from './contracts-version';
