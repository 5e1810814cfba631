/** Who the identity provider says signed in. */
export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
  providerId: string;
}

/**
 * Why a sign-in failed, in the terms a shopper can act on. `cancelled`: the pop-up (or the
 * emulator's account chooser) was closed; `unavailable`: the provider is misconfigured or its
 * script could not load.
 */
export type IdentityErrorCode =
  | 'cancelled'
  | 'popup-blocked'
  | 'network'
  | 'too-many-requests'
  | 'user-disabled'
  | 'unavailable'
  | 'unknown';

export class IdentityError extends Error {
  override name = 'IdentityError';
  constructor(
    readonly code: IdentityErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}

/** Identity port: Firebase Auth in the shell (emulator or Google pop-up); an in-memory double for tests. */
export interface Identity {
  /** Rejects with an IdentityError. */
  signInWithGoogle(): Promise<IdentityUser>;
  signOut(): Promise<void>;
  /** Called with the current user once it is known, then on every change. */
  onChange(listener: (user: IdentityUser | null) => void): () => void;
  /**
   * Loads what signing in needs ahead of the click (a sign-in page opened): a browser blocks a
   * pop-up that opens too long after it. Optional: an identity with nothing to load has none.
   */
  preload?(): void;
}
