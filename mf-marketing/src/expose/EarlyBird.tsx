export { EarlyBird as default } from '../early-bird/EarlyBird';
export { contractsVersion } from './contracts-version';
