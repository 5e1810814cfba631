export { CreateItem as default } from '../create-item/CreateItem';
export { contractsVersion } from './contracts-version';
