/**
 * What the server accepts in a shopper's text and numbers (the browser's fields use the same limits
 * for comfort). Chosen for the shop: a name fits a card's two lines, a description a long page.
 */
export const TEXT_LIMITS = {
  name: 80,
  personName: 80,
  description: 2000,
  brand: 80,
  sku: 40,
  tag: 30,
  specificationKey: 40,
  specificationValue: 200,
  phone: 30,
  email: 254,
  streetNumber: 20,
  addressLine: 120,
  postalCode: 20,
  shortText: 120,
  notificationText: 500,
  url: 2048,
  trackingNumber: 40,
  returnReason: 500,
  reviewComment: 1000,
  search: 100,
} as const;

export const LISTING_LIMITS = {
  priceMax: 100_000_000,
  stockMax: 1_000_000,
  tagsMax: 20,
  specificationsMax: 20,
} as const;

export const ORDER_LIMITS = {
  linesMax: 50,
} as const;

export const NOTIFICATIONS_MAX = 100;
