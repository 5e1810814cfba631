import type { ProductReview, ReviewTotal } from 'shared-contracts';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { ReviewRecord, ReviewTotalRecord } from './review-record';

/** Public: every reviewed product's count and star sum, by product id, for the cards' stars. */
export async function reviewTotals(deps: Deps): Promise<Record<string, ReviewTotal>> {
  const snap = await deps.db.collection(COLLECTIONS.reviewTotals).get();
  return Object.fromEntries(
    snap.docs.map((d) => {
      const { count, sum } = d.data() as ReviewTotalRecord;
      return [d.id, { count, sum }];
    }),
  );
}

/** Public: a product's reviews, newest first, as its page shows them (no buyer or order ids). */
export async function listProductReviews(deps: Deps, productId: string): Promise<ProductReview[]> {
  const snap = await deps.db.collection(COLLECTIONS.reviews).where('productId', '==', productId).get();
  return snap.docs
    .map((d) => d.data() as ReviewRecord)
    .sort((a, b) => b.at - a.at)
    .map(({ rating, comment, date, reviewerName }) => ({ rating, comment, date, reviewerName }));
}
