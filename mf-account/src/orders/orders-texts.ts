import type { OrderListKind } from '../shared/order-lists';

interface OrderListTexts {
  /** Its link in the row of lists. */
  short: string;
  title: string;
  description: string;
  empty: string;
}

/** SPEC §2 Order lists: the title of each, with a full sentence around the spec's description. */
export const ORDER_LISTS: Record<OrderListKind, OrderListTexts> = {
  paid: { short: 'Paid', title: 'Paid Orders', description: 'Orders you have successfully paid for.', empty: 'No paid orders found' },
  sealed: {
    short: 'Sealed',
    title: 'Sealed Orders',
    description: 'Orders that have been packaged and sealed, ready to ship.',
    empty: 'No sealed orders found',
  },
  dispatched: {
    short: 'Dispatched',
    title: 'Dispatched Orders',
    description: 'Orders that have been shipped and are on their way to you.',
    empty: 'No dispatched orders found',
  },
  arrived: {
    short: 'Arrived',
    title: 'Arrived Orders',
    description: 'Orders that have arrived at their destination.',
    empty: 'No arrived orders found',
  },
  confirmed: {
    short: 'Confirmed',
    title: 'Confirmed Orders',
    description: 'Orders you have received and confirmed.',
    empty: 'No confirmed orders found',
  },
  returned: {
    short: 'Returned',
    title: 'Returned Orders',
    description: 'Orders you have sent back to the seller.',
    empty: 'No returned orders found',
  },
  reviewed: {
    short: 'Reviewed',
    title: 'Reviewed Orders',
    description: 'Orders you have received and reviewed.',
    empty: 'No reviewed orders found',
  },
  all: { short: 'All', title: 'All Orders', description: 'View all your orders in one place.', empty: 'No orders found' },
};

export const ORDERS_TEXTS = {
  back: 'Back',
  emptyHint: 'Orders you place at checkout show up here.',
  startShopping: 'Start Shopping',
  load: {
    loading: 'Loading your orders…',
    failed: 'We could not load your orders.',
    hint: 'Check your connection and try again.',
    retry: 'Retry',
    unavailable: 'Your saved orders cannot be shown in this version of the shop.',
  },
  lists: 'Order lists',
} as const;
