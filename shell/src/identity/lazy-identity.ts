import { IdentityError, type Identity, type IdentityUser } from 'shared-contracts';

/** An identity that can also hand the shop's server the signed-in user's ID token. */
export type TokenIdentity = Identity & { idToken?(): Promise<string | null> };

/**
 * Its `preload` starts loading now and never rejects. `knownIdToken` is the signed-in shopper's token only
 * if the identity is loaded already (a signed-in shopper's is), never loading it: for a public call that
 * a shopper's identity may change (an early-bird registration's owner) but a visitor's must not cost.
 */
export type LazyIdentity = Identity &
  Required<Pick<Identity, 'preload'>> & { idToken(): Promise<string | null>; knownIdToken(): Promise<string | null> };

/**
 * The real identity's code did not arrive (offline, a redeploy) or could not start: signing in is unavailable.
 * Its own failures, once loaded, it words itself (identity-errors.ts travels with it, not in start-up's bytes).
 */
const loadFailure = (error: unknown) =>
  error instanceof IdentityError ? error : new IdentityError('unavailable', error instanceof Error ? error.message : String(error));

interface Subscription {
  listener: (user: IdentityUser | null) => void;
  stop?: () => void;
}

/**
 * An Identity that loads the real one on first use, so the Firebase SDK is fetched only when
 * identity is first needed. A failed load is forgotten: the next use tries again, and
 * subscriptions made meanwhile attach once a load succeeds.
 */
export function createLazyIdentity(load: () => Promise<TokenIdentity>): LazyIdentity {
  let loaded: TokenIdentity | null = null;
  let loading: Promise<TokenIdentity> | null = null;
  const waiting = new Set<Subscription>();

  const attach = (identity: Identity, subscription: Subscription) => {
    subscription.stop = identity.onChange(subscription.listener);
  };

  function get(): Promise<TokenIdentity> {
    if (loaded) return Promise.resolve(loaded);
    loading ??= load().then(
      (identity) => {
        loaded = identity;
        waiting.forEach((subscription) => attach(identity, subscription));
        waiting.clear();
        return identity;
      },
      (error: unknown) => {
        loading = null;
        throw loadFailure(error);
      },
    );
    return loading;
  }

  return {
    preload() {
      get().then((identity) => identity.preload?.(), () => undefined);
    },
    async signInWithGoogle() {
      return (await get()).signInWithGoogle();
    },
    async signOut() {
      return (await get()).signOut();
    },
    async idToken() {
      return (await (await get()).idToken?.()) ?? null;
    },
    async knownIdToken() {
      return (await loaded?.idToken?.()) ?? null;
    },
    onChange(listener) {
      const subscription: Subscription = { listener };
      if (loaded) attach(loaded, subscription);
      else {
        waiting.add(subscription);
        get().catch(() => undefined);
      }
      return () => {
        waiting.delete(subscription);
        subscription.stop?.();
      };
    },
  };
}
