import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { usePlatform, useSession } from 'shared-contracts';
import type { PaymentGateway } from './payments/payment-gateway';
import { useCheckoutCalls } from '../server/checkout-calls';
import { gatewayFor } from './payments/gateway-for';
import { recordingSandboxCharges } from './payments/sandbox/record-sandbox-charges';

const GatewayContext = createContext<PaymentGateway | null>(null);

/** Lets a test or the QA harness put a gateway of its choice under the checkout. */
export function PaymentGatewayProvider({ gateway, children }: { gateway: PaymentGateway; children: ReactNode }) {
  return <GatewayContext.Provider value={gateway}>{children}</GatewayContext.Provider>;
}

/** The gateway the runtime config names, its sandbox answers recorded by the shop's server. Its code loads on the first payment. */
export function usePaymentGateway(): PaymentGateway {
  const given = useContext(GatewayContext);
  const { config } = usePlatform();
  const calls = useCheckoutCalls();
  const uid = useSession().uid;
  const { payment } = config;
  return useMemo(() => {
    const gateway = given ?? gatewayFor(payment);
    if (payment?.provider !== 'sandbox' || !uid) return gateway;
    return recordingSandboxCharges(gateway, calls.chargeSandbox);
  }, [given, payment, calls, uid]);
}
