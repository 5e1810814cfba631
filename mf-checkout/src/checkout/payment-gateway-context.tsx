import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { MESSAGES, usePlatform, type PaymentGateway } from 'shared-contracts';
import { gatewayFor } from '../payments/gateway-for';

const GatewayContext = createContext<PaymentGateway | null>(null);

/** Lets a test or the QA harness put a gateway of its choice under the checkout. */
export function PaymentGatewayProvider({ gateway, children }: { gateway: PaymentGateway; children: ReactNode }) {
  return <GatewayContext.Provider value={gateway}>{children}</GatewayContext.Provider>;
}

/**
 * A shell older than contracts 1.3 passes no payment config. Paying then fails clearly rather than
 * falling back to the sandbox, which in production would count unpaid orders as paid.
 */
const UNCONFIGURED: PaymentGateway = { pay: async () => ({ status: 'failed', message: MESSAGES.payment.notConfigured }) };

/** The gateway the runtime config names. Its code loads on the first payment. */
export function usePaymentGateway(): PaymentGateway {
  const given = useContext(GatewayContext);
  const { payment } = usePlatform().config;
  return useMemo(() => given ?? (payment ? gatewayFor(payment) : UNCONFIGURED), [given, payment]);
}
