import { SHOP_NAME } from 'shared-contracts';
import { TEXTS } from '../shared/catalog-texts';

/** The product page's own texts beyond the spec's (its gallery, pricing, quantity and reviews). */
export const DETAIL_TEXTS = {
  pageTitle: (name: string) => `${name} · ${SHOP_NAME}`,
  productImages: 'Product images',
  showImage: (n: number, total: number) => `Show image ${n} of ${total}`,
  imageOf: (n: number, total: number) => `image ${n} of ${total}`,
  newBadge: 'New',
  price: 'Price',
  originalPrice: 'Original price',
  percentOff: (percent: number) => `${percent}% OFF`,
  reviewCount: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
  productDetails: 'Product Details',
  brand: 'Brand',
  stockAvailable: 'Stock available',
  rating: 'Rating',
  category: 'Category',
  availability: 'Availability',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  customerReviews: 'Customer Reviews',
  basedOn: (n: number) => `Based on ${TEXTS.reviewCount(n)}`,
  starBar: (stars: number, count: number) =>
    `${stars} ${stars === 1 ? 'star' : 'stars'}: ${TEXTS.reviewCount(count)}`,
  showFewerReviews: 'Show Fewer Reviews',
  noReviewsYet: 'No reviews yet.',
  /** The average counts ratings the catalog gives without their words: the bars count only the reviews listed. */
  barsOf: (n: number) => `Of the ${TEXTS.reviewCount(n)} below`,
  noWrittenReviews: 'No written reviews yet.',
} as const;
