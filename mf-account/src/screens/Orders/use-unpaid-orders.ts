import { useCallback } from 'react';
import { usePlatform, useSession, type UnpaidOrder } from 'shared-contracts';
import { useLoaded } from './use-loaded';

const NONE: UnpaidOrder[] = [];

/**
 * The shopper's orders placed and not paid (contracts 1.8), for the list of all orders. Under an
 * older shell, or when they cannot be loaded, there are none to show: the paid list stands alone.
 */
export function useUnpaidOrders(wanted: boolean): UnpaidOrder[] {
  const { accounts } = usePlatform();
  const { uid } = useSession();
  const load = useCallback(() => accounts!.listUnpaidOrders!(uid!), [accounts, uid]);
  const loaded = useLoaded(wanted && uid && accounts?.listUnpaidOrders ? load : null);
  return loaded.state === 'ready' ? loaded.value : NONE;
}
