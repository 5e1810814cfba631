import { useEffect, useState } from 'react';
import type { UnpaidOrder } from 'shared-contracts';
import { useCheckoutCalls } from '../../../server/checkout-calls';

export type UnpaidOrderState =
  | { state: 'loading' }
  /** Not among the shopper's unpaid orders: paid since, someone else's, or never there. */
  | { state: 'gone' }
  | { state: 'failed' }
  | { state: 'ready'; order: UnpaidOrder };

/** One of the signed-in shopper's unpaid orders, as the shop's server holds it. */
export function useUnpaidOrder(orderId: string, attempt: number): UnpaidOrderState {
  const calls = useCheckoutCalls();
  const [result, setResult] = useState<UnpaidOrderState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    calls.unpaidOrders().then(
      (orders) => {
        const order = orders.find((o) => o.id === orderId);
        if (live) setResult(order ? { state: 'ready', order } : { state: 'gone' });
      },
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [calls, attempt, orderId]);
  return result;
}
