import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { usePlatform, type PaymentGateway } from 'shared-contracts';
import { gatewayFor } from '../payments/gateway-for';

const GatewayContext = createContext<PaymentGateway | null>(null);

/** Lets a test or the QA harness put a gateway of its choice under the checkout. */
export function PaymentGatewayProvider({ gateway, children }: { gateway: PaymentGateway; children: ReactNode }) {
  return <GatewayContext.Provider value={gateway}>{children}</GatewayContext.Provider>;
}

/** The gateway the runtime config names (the sandbox when it names none). Its code loads on the first payment. */
export function usePaymentGateway(): PaymentGateway {
  const given = useContext(GatewayContext);
  const { payment } = usePlatform().config;
  return useMemo(() => given ?? gatewayFor(payment), [given, payment]);
}
