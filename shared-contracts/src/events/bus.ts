import mitt, { type Emitter } from 'mitt';
import type { ShopEvents } from './shop-events';

export type ShopBus = Emitter<ShopEvents>;

/** A new bus. The page has one (below); tests and harnesses make their own. */
export function createBus(): ShopBus {
  return mitt<ShopEvents>();
}

/**
 * The page's one bus. shared-contracts is a federation singleton, so the shell and every
 * remote reach this same instance.
 */
export const bus: ShopBus = createBus();
