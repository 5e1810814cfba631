import type { Identity, ShopStores } from 'shared-contracts';

export type Schedule = (task: () => void) => void;

/** After the first paint, when the browser is idle: the signed-in bar never waits for the SDK. */
export const whenIdle: Schedule = (task) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 3000 });
  else setTimeout(task, 200);
};

/**
 * Keeps the stored session in step with the identity provider: a session whose user the provider
 * no longer knows (signed out elsewhere, deleted, an emulator restarted without its data) is
 * cleared. The provider is loaded only for a signed-in shopper, and only once the page is idle.
 */
export function followIdentity(identity: Identity, session: ShopStores['session'], schedule: Schedule = whenIdle): () => void {
  let off: (() => void) | null = null;
  let disposed = false;
  const follow = () => {
    if (off || disposed) return;
    off = identity.onChange((user) => {
      const current = session.get();
      if (current.isLoggedIn && (!user || user.uid !== current.uid)) session.clear();
    });
  };
  if (session.get().isLoggedIn) schedule(follow);
  // A shopper who signs in now has the provider loaded already.
  const offSession = session.subscribe(() => {
    if (session.get().isLoggedIn) follow();
  });
  return () => {
    disposed = true;
    offSession();
    off?.();
  };
}
