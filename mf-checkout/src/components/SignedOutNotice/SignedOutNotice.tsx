import { loginPathFor, MESSAGES } from 'shared-contracts';
import { CHECKOUT_TEXTS } from '../../texts';
import { Notice } from '../Notice/Notice';

/**
 * Checkout for a signed-out visitor. The shell sends visitors to sign in before checkout loads;
 * this covers the remote running alone and a sign-out in another tab.
 */
export function SignedOutNotice() {
  return <Notice id="signed-out-title" title={MESSAGES.signInToContinue} action={{ to: loginPathFor('/checkout'), label: CHECKOUT_TEXTS.signIn }} />;
}
