/** The texts of an order card (SPEC §2 Order lists). */
export const ORDER_CARD_TEXTS = {
  order: (id: string) => `Order ${id}`,
  placedOn: 'Placed on',
  items: 'Items',
  qty: 'Qty',
  total: 'Total',
  paidWith: 'Paid with',
  shipsTo: 'Ships to',
  tracking: 'Tracking number',
  saving: 'Saving…',
  payBy: (when: string) => `Not paid yet. You can pay until ${when}; nothing has been charged.`,
  completePayment: 'Complete payment',
  expired: 'Not paid in time, so this order expired. Nothing was charged.',
  savingHint: 'Paid. We are still saving this order to your account; it stays listed meanwhile.',
} as const;
