// The shell's identity: Firebase Auth (loaded lazily) and the emulator's account chooser.
export { createAccountChooser, type AccountChooser } from './account-chooser';
export { AccountChooserHost, type AccountChooserHostProps } from './account-chooser-host';
export { type ChosenAccount } from './emulator-credential';
export { EMULATOR_API_KEY, firebaseAppLoader, type IdentityConfig } from './firebase-app';
export { createFirebaseIdentity, DEFAULT_AUTH_EMULATOR_URL, type FirebaseIdentityOptions } from './firebase-identity';
export { toIdentityError } from './identity-errors';
export { createLazyIdentity, type LazyIdentity } from './lazy-identity';
