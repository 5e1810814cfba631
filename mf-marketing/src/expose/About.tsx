export { About as default } from '../about/About';
export { contractsVersion } from './contracts-version';
