export { Account as default } from '../my-account/Account';
export { contractsVersion } from './contracts-version';
