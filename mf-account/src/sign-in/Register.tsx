import { Navigate } from 'react-router-dom';
import { useSession } from 'shared-contracts';
import { signUp } from './sign-up';
import { useSignIn } from './useSignIn';
import { withNext } from './with-next';
import { AuthPage } from './AuthPage/AuthPage';
import { AUTH_TEXTS } from './auth-texts';

/** `/register`: SPEC §2 Sign-up, the flow of §4. */
export function Register() {
  const session = useSession();
  const { run, busy, next } = useSignIn(signUp);
  if (session.isLoggedIn && !busy) return <Navigate to={next} replace />;
  return (
    <AuthPage texts={AUTH_TEXTS.register} switchTo={withNext('/login', next)} busy={busy} onGoogle={() => void run()} />
  );
}
