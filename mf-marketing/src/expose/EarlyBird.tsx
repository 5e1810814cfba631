export { EarlyBird as default } from '../screens/EarlyBird/EarlyBird';
export { contractsVersion } from './contracts-version';
