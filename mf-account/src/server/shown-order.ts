import type { ListedOrder, Order } from 'shared-contracts';
import { ORDER_STATUSES } from 'shared-contracts/core';

/** Paid, in one of the statuses My Orders shows; a status this app does not know yet is left out. */
export const isShownOrder = (order: ListedOrder): order is Order => (ORDER_STATUSES as readonly string[]).includes(order.status);
