import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { MESSAGES, usePlatform, useSession, type PaymentGateway } from 'shared-contracts';
import { useCheckoutCalls } from '../server/checkout-calls';
import { gatewayFor } from '../payments/gateway-for';
import { recordingSandboxCharges } from '../payments/sandbox/record-sandbox-charges';

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

/** The gateway the runtime config names, its sandbox answers recorded by the shop's server. Its code loads on the first payment. */
export function usePaymentGateway(): PaymentGateway {
  const given = useContext(GatewayContext);
  const { config } = usePlatform();
  const calls = useCheckoutCalls();
  const uid = useSession().uid;
  const { payment } = config;
  return useMemo(() => {
    const gateway = given ?? (payment ? gatewayFor(payment) : UNCONFIGURED);
    if (payment?.provider !== 'sandbox' || !uid) return gateway;
    return recordingSandboxCharges(gateway, calls.chargeSandbox);
  }, [given, payment, calls, uid]);
}
