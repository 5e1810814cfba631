import type { ProductReview } from 'shared-contracts';

export interface StarShare {
  stars: 5 | 4 | 3 | 2 | 1;
  count: number;
  /** 0 to 100, of the product's own reviews. */
  percent: number;
}

/** How many of the product's own reviews gave each star, from 5 down to 1. */
export function starShares(reviews: readonly ProductReview[]): StarShare[] {
  const counts = [0, 0, 0, 0, 0];
  for (const review of reviews) {
    const stars = Math.min(5, Math.max(1, Math.round(review.rating)));
    counts[stars - 1]! += 1;
  }
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = counts[stars - 1]!;
    return { stars, count, percent: reviews.length ? Math.round((count / reviews.length) * 100) : 0 };
  });
}
