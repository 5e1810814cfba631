import { useLocation } from 'react-router-dom';
import { loginPathFor, MESSAGES } from 'shared-contracts';
import { CHECKOUT_TEXTS } from '../../shared/checkout-texts';
import { Notice } from '../../shared/Notice/Notice';

/**
 * Checkout for a signed-out visitor. The shell sends visitors to sign in before checkout loads;
 * this covers the remote running alone and a sign-out in another tab. Signing in comes back here,
 * with the order to pay if one was named.
 */
export function SignedOutNotice() {
  const { search } = useLocation();
  return <Notice id="signed-out-title" title={MESSAGES.signInToContinue} action={{ to: loginPathFor(`/checkout${search}`), label: CHECKOUT_TEXTS.signIn }} />;
}
