export { Home as default } from '../home/Home';
export { contractsVersion } from './contracts-version';
