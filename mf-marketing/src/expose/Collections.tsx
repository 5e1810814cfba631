export { Collections as default } from '../screens/Collections/Collections';
export { contractsVersion } from './contracts-version';
