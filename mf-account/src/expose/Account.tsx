export { Account as default } from '../screens/Account/Account';
export { contractsVersion } from './contracts-version';
