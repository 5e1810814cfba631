import { Navigate } from 'react-router-dom';
import { useSession } from 'shared-contracts';
import { signUp } from '../../auth/sign-up';
import { useSignIn } from '../../auth/useSignIn';
import { withNext } from '../../auth/with-next';
import { AuthPage } from '../../components/AuthPage/AuthPage';
import { AUTH_TEXTS } from '../../texts';

/** `/register`: SPEC §2 Sign-up, the flow of §4. */
export function Register() {
  const session = useSession();
  const { run, busy, next } = useSignIn(signUp);
  if (session.isLoggedIn && !busy) return <Navigate to={next} replace />;
  return (
    <AuthPage texts={AUTH_TEXTS.register} switchTo={withNext('/login', next)} busy={busy} onGoogle={() => void run()} />
  );
}
