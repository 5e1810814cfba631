import { useMemo } from 'react';
import { PENDING_ORDERS_STORAGE_KEY, usePlatform, useSession, type Order } from 'shared-contracts';
import { pendingOrdersOf, withPendingOrders } from './order-lists';
import { orderCalls } from '../server/order-calls';
import { useLoaded, type Loaded } from './use-loaded';

function readPendingOrders(uid: string | null): Order[] {
  if (!uid) return [];
  try {
    return pendingOrdersOf(localStorage.getItem(PENDING_ORDERS_STORAGE_KEY), uid);
  } catch {
    return []; // storage blocked: nothing can be pending here
  }
}

export interface MyOrders {
  state: Loaded<unknown>['state'];
  /** Newest first. While loading: none. When the server fails: the pending ones only. */
  orders: Order[];
  /** Orders paid for that the checkout is still saving to the account. */
  pendingIds: ReadonlySet<string>;
  retry(): void;
  /** Loads again, keeping the orders on screen meanwhile (after a step the shopper took). */
  refresh(): void;
}

/**
 * The signed-in shopper's orders: those saved to the account and those paid but still being
 * saved by the checkout, so a paid order never looks lost, even when the server cannot answer.
 */
export function useMyOrders(): MyOrders {
  const { callServer } = usePlatform();
  const { uid } = useSession();
  const load = useMemo(
    () => (uid ? async () => withPendingOrders(await orderCalls(callServer).listOrders(), readPendingOrders(uid)) : null),
    [callServer, uid],
  );
  const loaded = useLoaded(load);
  const { retry, refresh } = loaded;
  if (loaded.state === 'ready') return { ...loaded.value, state: 'ready', retry, refresh };
  if (loaded.state === 'loading') return { state: 'loading', orders: [], pendingIds: new Set(), retry, refresh };
  return { ...withPendingOrders([], readPendingOrders(uid)), state: loaded.state, retry, refresh };
}
