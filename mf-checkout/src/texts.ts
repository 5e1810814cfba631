import { formatNaira } from 'shared-contracts';

const toOrders = { to: '/orders/all', label: 'View your orders' } as const;

/** The checkout's visible texts: the spec's exactly (SPEC §2, §5), the rest in the shop's voice. */
export const CHECKOUT_TEXTS = {
  title: 'Checkout',
  emptyTitle: 'Your cart is empty',
  emptyBody: 'Add some items to your cart before checking out.',
  startShopping: 'Start Shopping',
  back: 'Back',
  continue: 'Continue',
  placeOrder: 'Place Order',
  processing: 'Processing payment…',
  completeProfileFirst: 'Complete Profile First',
  completeProfileNow: 'Complete Profile Now',
  profileLoading: 'Loading your profile…',
  profileFailed: 'We could not load your profile. Check your connection and try again.',
  tryAgain: 'Try Again',
  orderSummary: 'Order Summary',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  tax: 'Tax (8%)',
  total: 'Total',
  shippingMethod: 'Shipping Method',
  shippingAddress: 'Shipping Address',
  paymentDetails: 'Payment Details',
  amountHint: 'The amount follows your order total. You pay it in the secure card window after Place Order.',
  fixErrors: 'Please fill in the highlighted fields.',
  signIn: 'Sign in',
  confirmedTitle: 'Order confirmed',
  confirmedBody: (firstName: string, id: string) => `Thank you${firstName ? `, ${firstName}` : ''}! Order ${id} is paid.`,
  reference: 'Payment reference',
  /** The shop server's answers around a payment (contracts 1.7). */
  notPlaced: (reason: string) => `We could not place your order: ${reason} Nothing was charged.`,
  notVerified: (reason: string) => `${reason}. Your order is kept unpaid in your orders.`,
  confirmRetrying: (reference: string) =>
    `Your payment went through (reference ${reference}) but the shop has not confirmed it yet. We keep checking; nothing is lost.`,
  sandboxUnrecorded: 'The test payment could not be recorded by the shop. Nothing was charged; please try again.',
  confirmState: {
    confirmed: 'Saved to your orders.',
    retrying: 'The shop has not confirmed your payment yet. We keep checking; keep the payment reference above.',
  },
  goingHome: 'Taking you back to the shop…',
  alreadyPaid: (id: string) => `Order ${id} was already paid: your last payment went through.`,
  continueShopping: 'Continue shopping',
  orderNotification: (id: string, total: number) => ({
    title: 'Order placed',
    message: `Order ${id} for ${formatNaira(total)} is paid and on its way to being packed.`,
  }),
  viewOrders: 'View orders',
  /** 'Complete payment' of an order placed and not paid (contracts 1.8), from /orders/all. */
  complete: {
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
  },
} as const;
