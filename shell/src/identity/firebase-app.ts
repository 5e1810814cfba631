import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { RuntimeConfig } from '../config/runtime-config';

export type IdentityConfig = RuntimeConfig['identity'];
export type FirebaseAppSdk = Pick<typeof import('firebase/app'), 'initializeApp'>;

/** The emulator checks no key; any non-empty one will do. */
export const EMULATOR_API_KEY = 'demo-api-key';

/** The options `initializeApp` gets: the emulator needs only a placeholder key and the demo project. */
export function firebaseOptions(config: IdentityConfig): FirebaseOptions {
  if (config.mode === 'emulator') return { apiKey: EMULATOR_API_KEY, projectId: config.projectId };
  const options: FirebaseOptions = { apiKey: config.apiKey, projectId: config.projectId };
  if (config.authDomain) options.authDomain = config.authDomain;
  return options;
}

/**
 * One FirebaseApp for the shell (identity, and the account store's Firestore), created on first
 * call: `firebase/app` is imported dynamically so it never weighs on the start-up bundle.
 * A failed load (a chunk that did not arrive) is forgotten, so the next call tries again.
 */
export function firebaseAppLoader(
  config: IdentityConfig,
  loadSdk: () => Promise<FirebaseAppSdk> = () => import('firebase/app'),
): () => Promise<FirebaseApp> {
  let app: Promise<FirebaseApp> | null = null;
  return () => {
    app ??= loadSdk().then((sdk) => sdk.initializeApp(firebaseOptions(config)));
    app.catch(() => {
      app = null;
    });
    return app;
  };
}
