import type { PaymentConfig } from 'shared-contracts';
import type { PaymentGateway } from './payment-gateway';
import { createPaystackGateway } from './paystack-gateway';
import { createSandboxGateway } from './sandbox/sandbox-gateway';

const gateways = new Map<string, PaymentGateway>();

/**
 * The gateway the runtime config names: the sandbox unless it says Paystack. The same config gives
 * the same gateway, so a second Place Order joins the payment already open instead of opening another.
 * A Paystack config without a key stays Paystack (its payments fail with a clear message): falling
 * back to the sandbox would count unpaid orders as paid.
 */
export function gatewayFor(config: PaymentConfig): PaymentGateway {
  const paystack = config.provider === 'paystack';
  const id = paystack ? `paystack:${config.publicKey ?? ''}` : 'sandbox';
  let gateway = gateways.get(id);
  if (!gateway) {
    gateway = paystack ? createPaystackGateway(config.publicKey ?? '') : createSandboxGateway();
    gateways.set(id, gateway);
  }
  return gateway;
}
