import { useNavigate } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { useShellStores } from '../../app/shell-stores-context';
import { forgetShopper } from '../../stores/forget-shopper';

/**
 * SPEC §2 Sign Out: go home, clear the session, and sign out of the identity provider too, so a
 * reload does not sign the shopper back in. Home first: a signed-in-only page left behind would
 * otherwise send the shopper to sign in again. Nothing of the shopper stays behind (forgetShopper).
 */
export function useSignOut() {
  const stores = useShellStores();
  const { identity } = usePlatform();
  const navigate = useNavigate();
  return () => {
    navigate('/');
    forgetShopper(stores, globalThis.localStorage);
    identity?.signOut().catch((error: unknown) => console.warn('Signing out of the identity provider failed', error));
  };
}
