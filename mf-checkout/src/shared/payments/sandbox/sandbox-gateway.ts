import type { PaymentGateway } from '../payment-gateway';
import { createPopupGateway } from '../popup-gateway';

/** Obviously not a real Paystack key: the sandbox never leaves the browser. */
export const SANDBOX_PUBLIC_KEY = 'pk_test_sandbox';

/** The embedded default gateway; its test checkout is a separate chunk, loaded when a payment starts. */
export function createSandboxGateway(): PaymentGateway {
  return createPopupGateway(async () => {
    const { SandboxPopup } = await import('./sandbox-popup');
    return new SandboxPopup();
  }, SANDBOX_PUBLIC_KEY);
}
