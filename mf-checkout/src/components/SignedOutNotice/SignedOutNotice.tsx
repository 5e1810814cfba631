import { Link } from 'react-router-dom';
import { loginPathFor, MESSAGES } from 'shared-contracts';
import { CHECKOUT_TEXTS } from '../../texts';
import styles from '../EmptyCart/EmptyCart.module.css';

/**
 * Checkout for a signed-out visitor. The shell sends visitors to sign in before checkout loads;
 * this covers the remote running alone and a sign-out in another tab.
 */
export function SignedOutNotice() {
  return (
    <section className={styles.empty} aria-labelledby="signed-out-title">
      <h2 id="signed-out-title">{MESSAGES.signInToContinue}</h2>
      <Link className={styles.action} to={loginPathFor('/checkout')}>
        {CHECKOUT_TEXTS.signIn}
      </Link>
    </section>
  );
}
