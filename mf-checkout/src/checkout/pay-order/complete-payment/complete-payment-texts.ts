import { formatNaira } from 'shared-contracts';

const toOrders = { to: '/orders/all', label: 'View your orders' } as const;

/** 'Complete payment' of an order placed and not paid (contracts 1.8), from /orders/all. */
export const COMPLETE_PAYMENT_TEXTS = {
  title: 'Complete payment',
  intro: (id: string, placedOn: string) => `Order ${id}, placed on ${placedOn}, is waiting for its payment.`,
  payBy: (when: string) => `Pay by ${when}. After that the order expires, and nothing can be charged for it.`,
  shipsTo: 'Ships to',
  pay: (total: number) => `Pay ${formatNaira(total)}`,
  loading: 'Loading your order…',
  failed: 'Your order could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  gone: { title: 'Nothing to pay here', body: 'This order is not awaiting payment: it may be paid already.', action: toOrders },
  expired: {
    title: 'This order has expired',
    body: 'It was not paid in time, so nothing was charged for it. Add its items to your cart again to order them.',
    action: toOrders,
  },
  refunded: {
    title: 'This order was refunded',
    body: 'Its items sold out before your payment arrived, so the payment was refunded in full.',
    action: toOrders,
  },
  notStarted: (reason: string) => `We could not start the payment: ${reason} Nothing was charged.`,
  next: { to: '/orders/paid', label: 'View orders', going: 'Taking you to your orders…' },
} as const;
