import type { RuntimeConfig } from '../config/runtime-config';
import type { AppCheckTokenSource } from '../accounts/server-call';
import { createAccountChooser, type AccountChooser } from './account-chooser';
import { appCheckTokenSource } from './app-check';
import { firebaseAppLoader } from './firebase-app';
import { createLazyIdentity, type LazyIdentity } from './lazy-identity';

/**
 * The shell's identity for the runtime config: Firebase Auth, loaded on first use; in emulator mode
 * with the in-app account chooser the shell mounts (null otherwise), and App Check's tokens where
 * the config names its site key.
 */
export function shellIdentity(config: RuntimeConfig['identity']): {
  identity: LazyIdentity;
  chooser: AccountChooser | null;
  appCheckToken?: AppCheckTokenSource;
} {
  const app = firebaseAppLoader(config);
  const chooser = config.mode === 'emulator' ? createAccountChooser() : null;
  const identity = createLazyIdentity(() =>
    import(/* webpackChunkName: "identity-firebase" */ './firebase-identity').then(({ createFirebaseIdentity }) =>
      createFirebaseIdentity({ config, app, chooseAccount: chooser ? chooser.choose : async () => null }),
    ),
  );
  return { identity, chooser, ...(config.appCheckSiteKey ? { appCheckToken: appCheckTokenSource(app, config.appCheckSiteKey) } : {}) };
}
