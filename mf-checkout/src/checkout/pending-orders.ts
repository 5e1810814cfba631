import { parsePendingOrders, PENDING_ORDERS_STORAGE_KEY, type AccountStore, type PendingOrder } from 'shared-contracts';

// Orders paid for but not yet in the shopper's account. A payment reference is written here
// before the first save is tried and removed only once the account store has the order, so a
// failed save, a closed tab or a reload never loses it.

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function readPending(storage: Storage): PendingOrder[] {
  try {
    return parsePendingOrders(storage.getItem(PENDING_ORDERS_STORAGE_KEY));
  } catch {
    return []; // Storage blocked: nothing can be pending here.
  }
}

function write(storage: Storage, list: PendingOrder[]) {
  try {
    storage.setItem(PENDING_ORDERS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the save still runs, and the confirmation shows the reference.
  }
}

export function addPending(storage: Storage, pending: PendingOrder): void {
  write(storage, [...readPending(storage).filter((p) => p.order.id !== pending.order.id), pending]);
}

export function removePending(storage: Storage, orderId: string): void {
  write(storage, readPending(storage).filter((p) => p.order.id !== orderId));
}

export interface RetryOptions {
  /** Waits before each retry, in ms; its length is how many retries follow the first try. */
  delays?: readonly number[];
  wait?: (ms: number) => Promise<void>;
}

export const RETRY_DELAYS = [1000, 2000, 4000, 8000, 16000] as const;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// One save per order at a time, so a retry and a resumed save never race each other.
const inFlight = new Map<string, Promise<boolean>>();

/**
 * Saves a pending order, retrying with back-off; resolves true once it is in the account
 * (and no longer pending), false when every try failed (it stays pending for next time).
 * The store replaces an order of the same id, so a save that landed but answered late is harmless.
 */
export function savePending(storage: Storage, accounts: AccountStore, pending: PendingOrder, options: RetryOptions = {}): Promise<boolean> {
  const running = inFlight.get(pending.order.id);
  if (running) return running;
  const { delays = RETRY_DELAYS, wait = sleep } = options;
  const attempt = async () => {
    for (let tryIndex = 0; ; tryIndex++) {
      try {
        await accounts.addOrder(pending.uid, pending.order);
        removePending(storage, pending.order.id);
        return true;
      } catch {
        const delay = delays[tryIndex];
        if (delay === undefined) return false;
        await wait(delay);
      }
    }
  };
  const promise = attempt().finally(() => inFlight.delete(pending.order.id));
  inFlight.set(pending.order.id, promise);
  return promise;
}

/** Tries again every order this shopper paid for that is not saved yet (on opening checkout). */
export function resumePending(storage: Storage, accounts: AccountStore, uid: string, options?: RetryOptions): Promise<boolean[]> {
  return Promise.all(readPending(storage).filter((p) => p.uid === uid).map((p) => savePending(storage, accounts, p, options)));
}
