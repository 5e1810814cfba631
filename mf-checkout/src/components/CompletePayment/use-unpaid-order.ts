import { useEffect, useState } from 'react';
import { usePlatform, type UnpaidOrder } from 'shared-contracts';

export type UnpaidOrderState =
  | { state: 'loading' }
  /** Not among the shopper's unpaid orders: paid since, someone else's, or never there. */
  | { state: 'gone' }
  | { state: 'failed' }
  | { state: 'ready'; order: UnpaidOrder };

/** One of the signed-in shopper's unpaid orders, as the shop's server holds it. */
export function useUnpaidOrder(uid: string, orderId: string, attempt: number): UnpaidOrderState {
  const { accounts } = usePlatform();
  const [result, setResult] = useState<UnpaidOrderState>({ state: 'loading' });
  useEffect(() => {
    if (!accounts?.listUnpaidOrders) return setResult({ state: 'gone' });
    let live = true;
    setResult({ state: 'loading' });
    accounts.listUnpaidOrders(uid).then(
      (orders) => {
        const order = orders.find((o) => o.id === orderId);
        if (live) setResult(order ? { state: 'ready', order } : { state: 'gone' });
      },
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [accounts, attempt, orderId, uid]);
  return result;
}
