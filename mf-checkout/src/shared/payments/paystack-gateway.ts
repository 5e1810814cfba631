import type { PaymentGateway } from './payment-gateway';
import { createPopupGateway } from './popup-gateway';

/**
 * Paystack inline. The library is imported only when a payment starts: importing it needs a browser,
 * and constructing PaystackPop injects its iframes, so a fresh one is made per payment, never earlier.
 * A success here is the browser's word only: in production an order counts as paid once a server has
 * verified the reference with the secret key (status, amount in kobo, NGN, used once; STACK-NOTES).
 */
export function createPaystackGateway(publicKey: string): PaymentGateway {
  return createPopupGateway(async () => {
    const { default: PaystackPop } = await import('@paystack/inline-js');
    return new PaystackPop();
  }, publicKey);
}
