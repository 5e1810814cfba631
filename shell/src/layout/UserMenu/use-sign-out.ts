import { useNavigate } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { useShellStores } from '../../app/shell-stores-context';

/**
 * SPEC §2 Sign Out: go home, clear the session, and sign out of the identity provider too, so a
 * reload does not sign the shopper back in. Home first: a signed-in-only page left behind would
 * otherwise send the shopper to sign in again.
 */
export function useSignOut() {
  const { session } = useShellStores();
  const { identity } = usePlatform();
  const navigate = useNavigate();
  return () => {
    navigate('/');
    session.clear();
    identity?.signOut().catch((error: unknown) => console.warn('Signing out of the identity provider failed', error));
  };
}
