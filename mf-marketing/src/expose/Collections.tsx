export { Collections as default } from '../collections/Collections';
export { contractsVersion } from './contracts-version';
