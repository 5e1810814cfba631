import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { IdentityError, type Identity, type IdentityUser } from 'shared-contracts';
import type { IdentityConfig } from './firebase-app';
import { emulatorIdToken, type ChosenAccount } from './emulator-credential';
import { toIdentityError } from './identity-errors';

/** The part of `firebase/auth` the adapter uses (tests hand in a fake). */
export type AuthSdk = Pick<
  typeof import('firebase/auth'),
  | 'initializeAuth'
  | 'connectAuthEmulator'
  | 'browserLocalPersistence'
  | 'browserPopupRedirectResolver'
  | 'GoogleAuthProvider'
  | 'signInWithCredential'
  | 'signInWithPopup'
  | 'updateProfile'
  | 'onAuthStateChanged'
  | 'signOut'
>;

export interface FirebaseIdentityOptions {
  config: IdentityConfig;
  app: () => Promise<FirebaseApp>;
  /** Emulator mode: the in-app account chooser; null when the shopper cancels. */
  chooseAccount: () => Promise<ChosenAccount | null>;
  /** `firebase/auth`, imported on first use; tests pass a fake. */
  loadAuth?: () => Promise<AuthSdk>;
}

/** Where firebase-tools runs the Auth emulator unless the runtime config says otherwise. */
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';
export const GOOGLE_PROVIDER_ID = 'google.com';

/** Firebase's User in the port's terms; the Google profile fills what the Firebase user lacks. */
export function toIdentityUser(user: User): IdentityUser {
  const google = user.providerData.find((p) => p.providerId === GOOGLE_PROVIDER_ID);
  return {
    uid: user.uid,
    email: user.email ?? google?.email ?? null,
    displayName: user.displayName ?? google?.displayName ?? null,
    photoUrl: user.photoURL ?? google?.photoURL ?? null,
    providerId: google?.providerId ?? user.providerData[0]?.providerId ?? user.providerId,
  };
}

interface Session {
  sdk: AuthSdk;
  auth: Auth;
}

/**
 * The Identity port on Firebase Auth. `firebase/auth` loads on first use. Emulator mode signs in
 * with a Google credential built from the account the in-app chooser returns (Google's pop-up
 * cannot load offline); firebase mode opens Google's pop-up. The session persists in localStorage.
 */
/** The shell's identity: the port, plus the ID token the shop's server asks for on every call. */
export type ShellIdentity = Identity & {
  /** The signed-in user's Firebase ID token (refreshed by the SDK when near expiry), or null. */
  idToken(): Promise<string | null>;
};

export function createFirebaseIdentity({
  config,
  app,
  chooseAccount,
  loadAuth = () => import('firebase/auth'),
}: FirebaseIdentityOptions): ShellIdentity {
  const emulator = config.mode === 'emulator';
  const listeners = new Set<(user: IdentityUser | null) => void>();
  /** undefined until Firebase has told the first auth state. */
  let current: IdentityUser | null | undefined;
  let session: Promise<Session> | null = null;

  const emit = (user: IdentityUser | null) => {
    current = user;
    listeners.forEach((listener) => listener(user));
  };

  function start(): Promise<Session> {
    if (session) return session;
    const started = (async () => {
      const [sdk, firebaseApp] = await Promise.all([loadAuth(), app()]);
      // initializeAuth rather than getAuth: localStorage persistence, and in emulator mode no
      // pop-up resolver, so Google's scripts are never fetched.
      const auth = sdk.initializeAuth(firebaseApp, {
        persistence: sdk.browserLocalPersistence,
        ...(emulator ? {} : { popupRedirectResolver: sdk.browserPopupRedirectResolver }),
      });
      if (emulator) sdk.connectAuthEmulator(auth, config.emulatorUrl ?? DEFAULT_AUTH_EMULATOR_URL, { disableWarnings: true });
      // The first state is the stored session, which Firebase has already checked with the server
      // (it clears one whose user is gone, e.g. an emulator restarted without its data).
      sdk.onAuthStateChanged(auth, (user) => emit(user ? toIdentityUser(user) : null));
      return { sdk, auth };
    })();
    session = started;
    started.catch(() => {
      session = null;
    });
    return started;
  }

  async function signInWithChooser(pending: Promise<Session>): Promise<IdentityUser> {
    const account = await chooseAccount();
    if (!account) throw new IdentityError('cancelled');
    const { sdk, auth } = await pending;
    const { user } = await sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(emulatorIdToken(account)));
    const name = account.name.trim();
    if (!user.displayName && name) {
      await sdk.updateProfile(user, { displayName: name });
      // Firebase tells auth-state listeners nothing about a new display name.
      if (current?.uid === user.uid) emit(toIdentityUser(user));
    }
    return toIdentityUser(user);
  }

  return {
    preload() {
      start().catch(() => undefined);
    },
    async signInWithGoogle() {
      try {
        const pending = start();
        if (emulator) {
          // The SDK loads while the shopper chooses; a failure to load is reported after the choice.
          pending.catch(() => undefined);
          return await signInWithChooser(pending);
        }
        const { sdk, auth } = await pending;
        const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
        return toIdentityUser(user);
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    async idToken() {
      const { auth } = await start();
      // A stored session is restored asynchronously: wait for it before saying there is no user.
      await auth.authStateReady?.();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    async signOut() {
      try {
        const { sdk, auth } = await start();
        await sdk.signOut(auth);
      } catch (error) {
        throw toIdentityError(error);
      }
    },
    onChange(listener) {
      listeners.add(listener);
      if (current !== undefined) listener(current);
      // Listeners hear nothing while the SDK cannot load; the next use tries again.
      start().catch(() => undefined);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
