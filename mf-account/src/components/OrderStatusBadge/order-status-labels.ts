import type { OrderStatus } from 'shared-contracts';

/** The label each status shows on its badge and tile (always as text, never colour alone). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: 'Paid',
  sealed: 'Sealed',
  dispatched: 'Dispatched',
  arrived: 'Arrived',
  confirmed: 'Confirmed',
  returned: 'Returned',
  reviewed: 'Reviewed',
};
