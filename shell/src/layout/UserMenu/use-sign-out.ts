import { useNavigate } from 'react-router-dom';
import { useShellStores } from '../../app/shell-stores-context';

/** SPEC §2 Sign Out: clear the session, then go home. */
export function useSignOut() {
  const { session } = useShellStores();
  const navigate = useNavigate();
  return () => {
    session.clear();
    navigate('/');
  };
}
