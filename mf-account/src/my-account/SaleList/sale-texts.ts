/** The texts of My Sales' steps (issue 19): what a seller does next with each sale. */
export const SALE_TEXTS = {
  soldTo: (firstName: string, city: string) => `Sold to ${firstName} in ${city}`,
  seal: 'Mark as sealed',
  dispatch: 'Dispatch',
  arrive: 'Mark as arrived',
  courier: 'Courier',
  trackingNumber: 'Tracking number',
  dispatchNow: 'Dispatch order',
  cancel: 'Cancel',
  shipped: (courier: string, tracking: string) => `${courier}, tracking number ${tracking}`,
  returned: (reason: string) => `Returned by the buyer: ${reason}`,
  reviewed: (rating: number, comment: string) => `Rated ${rating} out of 5: ${comment}`,
} as const;
