export { Notifications as default } from '../screens/Notifications/Notifications';
export { contractsVersion } from './contracts-version';
