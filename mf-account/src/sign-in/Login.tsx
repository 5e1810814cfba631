import { Navigate } from 'react-router-dom';
import { useSession } from 'shared-contracts';
import { logIn } from './log-in';
import { useSignIn } from './useSignIn';
import { withNext } from './with-next';
import { AuthPage } from './AuthPage/AuthPage';
import { AUTH_TEXTS } from './auth-texts';

/** `/login`: SPEC §2 Login, the flow of §4; returns to the page that sent the shopper. */
export function Login() {
  const session = useSession();
  const { run, busy, next } = useSignIn(logIn);
  if (session.isLoggedIn && !busy) return <Navigate to={next} replace />;
  return <AuthPage texts={AUTH_TEXTS.login} switchTo={withNext('/register', next)} busy={busy} onGoogle={() => void run()} />;
}
