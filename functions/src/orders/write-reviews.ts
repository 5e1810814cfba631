import type { AccountDocument, Review } from 'shared-contracts';
import type { Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../app/admin';
import type { Deps } from '../app/deps';
import type { OrderRecord } from './order-record';
import { reviewerName, type ReviewRecord } from '../reviews/review-record';

export interface ReviewInput {
  rating: number;
  comment: string;
}

/**
 * The buyer's review of an order, stored once per line: each line's product gets it in its reviews, and
 * the buyer's account lists it (My Reviews). Each record waits to be counted into its product's totals
 * in the catalog index (`indexed: false`: index-reviews.ts counts it once, after this commit). Reads
 * first, as a transaction must, and returns the writes, to run after the order's own step is written.
 */
export async function prepareReviews(deps: Deps, tx: Transaction, order: OrderRecord, review: ReviewInput, now: number) {
  const db = deps.db;
  const accountRef = db.collection(COLLECTIONS.accounts).doc(order.buyerUid);
  const account = await tx.get(accountRef);
  const doc = account.data() as AccountDocument | undefined;
  const names = doc?.user?.primaryInformation;
  const name = reviewerName(names?.firstName ?? order.shipping.firstName, names?.lastName ?? order.shipping.lastName);
  const date = new Date(now).toISOString();
  const records: ReviewRecord[] = order.items.map((line, i) => ({
    id: `${order.id}-${i}`,
    productId: line.productId,
    orderId: order.id,
    buyerUid: order.buyerUid,
    item: line.name,
    rating: review.rating,
    comment: review.comment,
    reviewerName: name,
    date,
    at: now,
    indexed: false,
  }));

  return () => {
    for (const record of records) tx.create(db.collection(COLLECTIONS.reviews).doc(record.id), record);
    if (doc) {
      const mine: Review[] = records.map(({ id, item, rating, comment }) => ({ id, item, rating, comment, date }));
      tx.update(accountRef, { reviews: [...(doc.reviews ?? []), ...mine] });
    }
  };
}
