import { useMemo } from 'react';
import { usePlatform, useSession, type UnpaidOrder } from 'shared-contracts';
import { orderCalls } from '../server/order-calls';
import { useLoaded } from '../shared/use-loaded';

const NONE: UnpaidOrder[] = [];

/**
 * The shopper's orders placed and not paid (contracts 1.8), for the list of all orders. When they
 * cannot be loaded there are none to show: the paid list stands alone.
 */
export function useUnpaidOrders(wanted: boolean): UnpaidOrder[] {
  const { callServer } = usePlatform();
  const { uid } = useSession();
  const load = useMemo(() => (wanted && uid ? () => orderCalls(callServer).listUnpaidOrders() : null), [callServer, uid, wanted]);
  const loaded = useLoaded(load);
  return loaded.state === 'ready' ? loaded.value : NONE;
}
