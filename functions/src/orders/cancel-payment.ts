import type { Deps } from '../app/deps';
import type { SignedInCaller } from '../http/caller';
import type { StockKeeper } from '../stock/stock-keeper';
import { buyersOrder } from './order-handlers';

/**
 * The buyer closed the payment window unpaid (or the card was declined): the order stays payable until
 * it expires, but its units are let go, so an abandoned window holds nothing; Complete payment holds
 * them again if they are still there and the shopper's caps allow (stock/hold-limits.ts).
 */
export async function cancelPayment(deps: Deps & { stock: Pick<StockKeeper, 'release'> }, caller: SignedInCaller, orderId: string): Promise<void> {
  const order = await buyersOrder(deps, caller, orderId);
  if (order.status === 'awaiting-payment') await deps.stock.release(orderId);
}
