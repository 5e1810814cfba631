export { Settings as default } from '../settings/Settings';
export { contractsVersion } from './contracts-version';
