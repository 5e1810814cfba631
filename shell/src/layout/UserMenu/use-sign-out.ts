import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { useShellStores } from '../../app/shell-stores-context';
import { forgetShopper } from '../../stores/forget-shopper';

/** The history state of the home page a Sign Out goes to: the session ends once that page is shown. */
const SIGNING_OUT = { signingOut: true } as const;

const isSigningOut = (state: unknown) => typeof state === 'object' && state !== null && (state as typeof SIGNING_OUT).signingOut === true;

/**
 * SPEC §2 Sign Out: go home, then clear the session. The router moves in a transition and the
 * session store at once, so clearing it here would show the signed-in-only page a signed-out
 * shopper first, and send them to /login; SignOutOnArrival ends the session once home is shown.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return () => navigate('/', { state: SIGNING_OUT });
}

/**
 * Ends the session when a Sign Out has arrived home: clears it, signs out of the identity provider too
 * (a reload does not sign the shopper back in), and leaves nothing of the shopper behind (forgetShopper).
 * The arrival's history entry is replaced, so Back and Forward never sign out again.
 */
export function SignOutOnArrival() {
  const stores = useShellStores();
  const { identity } = usePlatform();
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const arriving = isSigningOut(state);
  useEffect(() => {
    if (!arriving) return;
    forgetShopper(stores, globalThis.localStorage);
    identity.signOut().catch((error: unknown) => console.warn('Signing out of the identity provider failed', error));
    navigate(pathname, { replace: true, state: null });
  }, [arriving, stores, identity, navigate, pathname]);
  return null;
}
