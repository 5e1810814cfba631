/** Who the identity provider says signed in. */
export interface IdentityUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
  providerId: string;
}

/** Identity port: Firebase Auth in the shell (emulator or Google pop-up); an in-memory double for tests. */
export interface Identity {
  signInWithGoogle(): Promise<IdentityUser>;
  signOut(): Promise<void>;
  /** Called with the current user now and on every change. */
  onChange(listener: (user: IdentityUser | null) => void): () => void;
}

export function createMemoryIdentity(accounts: IdentityUser[] = []): Identity & { current: IdentityUser | null } {
  const listeners = new Set<(user: IdentityUser | null) => void>();
  const identity = {
    current: null as IdentityUser | null,
    async signInWithGoogle() {
      const user = accounts[0];
      if (!user) throw new Error('auth/popup-closed-by-user');
      identity.current = user;
      listeners.forEach((l) => l(user));
      return user;
    },
    async signOut() {
      identity.current = null;
      listeners.forEach((l) => l(null));
    },
    onChange(listener: (user: IdentityUser | null) => void) {
      listeners.add(listener);
      listener(identity.current);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return identity;
}
