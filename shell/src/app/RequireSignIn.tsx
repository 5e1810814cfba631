import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor, MESSAGES, TOAST, useBus, useSession } from 'shared-contracts';

/**
 * A page for signed-in shoppers only (SPEC §6): a visitor is told to log in and sent to /login,
 * which brings them back here afterwards. The page's remote is not even loaded for them.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const bus = useBus();
  useEffect(() => {
    if (!isLoggedIn) bus.emit('toast', { kind: 'error', message: MESSAGES.loginToCheckout, durationMs: TOAST.errorMs });
  }, [isLoggedIn, bus]);
  return isLoggedIn ? children : <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
}
