import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from 'shared-contracts';
import { buttonClass } from 'shop-ui/button';
import { ACCOUNT_TEXTS } from '../account-texts';
import styles from './SignedOutNotice.module.css';

/**
 * What an account page shows a signed-out visitor. The shell sends visitors to sign in before
 * these pages load; this covers the remote running alone and a sign-out in another tab.
 */
export function SignedOutNotice() {
  const { pathname, search } = useLocation();
  return (
    <section className={styles.notice} aria-labelledby="signed-out-title">
      <h1 id="signed-out-title">{ACCOUNT_TEXTS.signedOut}</h1>
      <Link className={buttonClass('filled')} to={loginPathFor(`${pathname}${search}`)}>
        {ACCOUNT_TEXTS.signIn}
      </Link>
    </section>
  );
}
