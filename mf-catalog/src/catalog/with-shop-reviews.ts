import type { Product, ProductReview, ReviewTotal } from 'shared-contracts';

/**
 * The product as its reviews stand once the shop's own are counted in: the average and count of the
 * catalog's reviews and the shop's together, and (on its page) the shop's reviews first, newest first.
 */
export function withShopReviews(product: Product, total: ReviewTotal | undefined, reviews?: readonly ProductReview[]): Product {
  const listed = reviews?.length ? { reviews: [...reviews, ...(product.reviews ?? [])] } : {};
  if (!total?.count) return { ...product, ...listed };
  const count = product.reviewCount + total.count;
  return { ...product, ...listed, rating: (product.rating * product.reviewCount + total.sum) / count, reviewCount: count };
}

/** A product's own reviews counted as the server counts them. */
export const totalOf = (reviews: readonly ProductReview[]): ReviewTotal => ({
  count: reviews.length,
  sum: reviews.reduce((sum, r) => sum + r.rating, 0),
});
