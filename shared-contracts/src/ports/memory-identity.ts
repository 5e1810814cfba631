import { IdentityError, type Identity, type IdentityUser } from './identity';

export type MemoryIdentity = Identity & {
  current: IdentityUser | null;
  /** The next sign-in rejects with this error (tests of the failure messages). */
  failNext(error: Error): void;
};

/** Signs in as the first of `accounts`; with none, behaves as a shopper closing the pop-up. */
export function createMemoryIdentity(accounts: IdentityUser[] = []): MemoryIdentity {
  const listeners = new Set<(user: IdentityUser | null) => void>();
  let failure: Error | null = null;
  const set = (user: IdentityUser | null) => {
    identity.current = user;
    listeners.forEach((l) => l(user));
  };
  const identity: MemoryIdentity = {
    current: null,
    failNext(error) {
      failure = error;
    },
    async signInWithGoogle() {
      const error = failure;
      failure = null;
      if (error) throw error;
      const user = accounts[0];
      if (!user) throw new IdentityError('cancelled');
      set(user);
      return user;
    },
    async signOut() {
      set(null);
    },
    onChange(listener) {
      listeners.add(listener);
      listener(identity.current);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return identity;
}
