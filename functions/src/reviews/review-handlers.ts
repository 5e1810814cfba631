import type { ProductReview } from 'shared-contracts';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { ReviewRecord } from './review-record';

/** Public: a product's reviews, newest first, as its page shows them (no buyer or order ids). */
export async function listProductReviews(deps: Deps, productId: string): Promise<ProductReview[]> {
  const snap = await deps.db.collection(COLLECTIONS.reviews).where('productId', '==', productId).get();
  return snap.docs
    .map((d) => d.data() as ReviewRecord)
    .sort((a, b) => b.at - a.at)
    .map(({ rating, comment, date, reviewerName }) => ({ rating, comment, date, reviewerName }));
}
