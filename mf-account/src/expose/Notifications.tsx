export { Notifications as default } from '../notifications/Notifications';
export { contractsVersion } from './contracts-version';
