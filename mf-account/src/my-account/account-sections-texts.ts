/** The texts of My Account's sections beyond the profile (SPEC §2 My Account). */
export const ACCOUNT_SECTION_TEXTS = {
  orderStatus: 'Order Status',
  viewAllOrders: (count: number | null) => (count === null ? 'View All Orders' : `View All Orders (${count})`),
  reviews: 'My Reviews',
  noReviews: "You haven't reviewed any products yet",
  sales: 'My Sales',
  noSales: "You haven't sold any items yet",
  items: 'Create Items',
  noItems: "You haven't created any items yet",
  createItem: 'Create Item',
  ordersLoad: {
    loading: 'Loading your orders…',
    failed: 'We could not load your orders.',
    retry: 'Retry',
    unavailable: 'Your orders cannot be shown in this version of the shop.',
  },
  reviewsLoad: {
    loading: 'Loading your reviews…',
    failed: 'We could not load your reviews.',
    retry: 'Retry',
    unavailable: 'Your reviews cannot be shown in this version of the shop.',
  },
  salesLoad: {
    loading: 'Loading your sales…',
    failed: 'We could not load your sales.',
    retry: 'Retry',
    unavailable: 'Your sales cannot be shown in this version of the shop.',
  },
  itemsLoad: {
    loading: 'Loading your items…',
    failed: 'We could not load your items.',
    retry: 'Retry',
    unavailable: 'Your items cannot be shown in this version of the shop.',
  },
} as const;
