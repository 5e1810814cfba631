import { IdentityError, type Identity } from 'shared-contracts';

/** A shell started without sign-in (a test of its stores alone): nobody is signed in, and signing in says it is unavailable. */
export const NO_IDENTITY: Identity = {
  signInWithGoogle: () => Promise.reject(new IdentityError('unavailable')),
  signOut: () => Promise.resolve(),
  onChange: (listener) => {
    listener(null);
    return () => undefined;
  },
};
