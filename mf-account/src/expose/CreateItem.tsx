export { CreateItem as default } from '../screens/CreateItem/CreateItem';
export { contractsVersion } from './contracts-version';
