import type { PaymentGateway } from '../payment-gateway';
import { CHECKOUT_TEXTS } from '../../checkout-texts';

/**
 * The sandbox provider keeps its records on the shop's server, so the test checkout's answer is told
 * to it as Paystack's window tells Paystack: Pay records a successful test charge, Decline a failed
 * one (Cancel nothing). The server then verifies the order against that record.
 */
export function recordingSandboxCharges(
  gateway: PaymentGateway,
  record: (reference: string, outcome: 'success' | 'failed') => Promise<void>,
): PaymentGateway {
  return {
    async pay(request) {
      const result = await gateway.pay(request);
      if (result.status === 'cancelled') return result;
      try {
        await record(request.reference, result.status);
      } catch {
        if (result.status === 'success') return { status: 'failed', message: CHECKOUT_TEXTS.sandboxUnrecorded };
      }
      return result;
    },
  };
}
