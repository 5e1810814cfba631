import { useMemo } from 'react';
import { usePlatform, type CallServer, type PlaceOrderRequest } from 'shared-contracts';
import { isUnpaidOrder } from 'shared-contracts/core';

/**
 * Checkout's calls to the shop's server (their payloads are the shared schemas of the same names). The
 * server acts for the signed-in shopper whose token goes along, so no call names a uid.
 */
export function checkoutCalls(call: CallServer) {
  return {
    /** The shopper's account: checkout's gate and prefill after a reload. */
    readAccount: () => call('readAccount'),
    /** The server prices the lines, holds the items and keeps the order awaiting payment. */
    placeOrder: (request: PlaceOrderRequest) => call('placeOrder', request),
    /** Verified with the provider; rejects 'invalid' with the reason when the payment was not made. */
    confirmPayment: (orderId: string) => call('confirmPayment', { orderId }),
    /** A new attempt to pay an unpaid order, or 'paid' when the last one went through after all. */
    resumePayment: (orderId: string) => call('resumePayment', { orderId }),
    /** The payment window closed unpaid: the order stays payable, its items go back on sale. */
    cancelPayment: async (orderId: string) => {
      await call('cancelPayment', { orderId });
    },
    /** The sandbox gateway's Pay or Decline, recorded for the server to verify. */
    chargeSandbox: async (reference: string, outcome: 'success' | 'failed') => {
      await call('sandboxCharge', { reference, outcome });
    },
    unpaidOrders: async () => (await call('listOrders')).filter(isUnpaidOrder),
  };
}

export type CheckoutCalls = ReturnType<typeof checkoutCalls>;

export function useCheckoutCalls(): CheckoutCalls {
  const { callServer } = usePlatform();
  return useMemo(() => checkoutCalls(callServer), [callServer]);
}
