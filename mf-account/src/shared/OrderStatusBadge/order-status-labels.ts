import type { OrderStatus, UnpaidOrder } from 'shared-contracts';

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

/** Before the lifecycle (contracts 1.8): an order placed and not paid yet, or not paid in time; (2.2) or its payment refunded. */
export const UNPAID_STATUS_LABELS: Record<UnpaidOrder['status'], string> = {
  'awaiting-payment': 'Awaiting payment',
  expired: 'Expired',
  refunded: 'Refunded',
};
