import type { Firestore } from 'firebase-admin/firestore';
import type { Pool } from 'pg';
import { COLLECTIONS } from '../app/admin';
import type { ReviewRecord } from './review-record';

const BATCH = 200;

/**
 * Counts the shop's reviews into their products' totals in the catalog index, once each: one statement
 * adds the reviews not yet counted (by id) and raises each product's count and star sum by them, so
 * twenty reviews at once leave exact totals and a review counted twice is impossible. Then the review
 * records leave the outbox. A crash between the two is mended by the next run (the sweep).
 */
export async function countReviews(pool: Pool, reviews: readonly Pick<ReviewRecord, 'id' | 'productId' | 'rating'>[]): Promise<void> {
  if (reviews.length === 0) return;
  await pool.query(
    `with added as (
       insert into product_reviews (id, product_id, rating)
       select id, product_id, rating from jsonb_to_recordset($1::jsonb) as x(id text, product_id text, rating integer)
       on conflict (id) do nothing
       returning product_id, rating
     ), totals as (select product_id, count(*)::integer as n, sum(rating)::integer as s from added group by product_id)
     update products p set review_count = p.review_count + t.n, review_sum = p.review_sum + t.s
     from totals t where p.id = t.product_id`,
    [JSON.stringify(reviews.map((r) => ({ id: r.id, product_id: r.productId, rating: r.rating })))],
  );
}

/**
 * The outbox's run: reviews Firestore holds that the index has not counted (all of them, or one
 * order's), counted and marked. Returns how many it took.
 */
export async function indexReviews(pool: Pool, db: Firestore, orderId?: string): Promise<number> {
  let taken = 0;
  for (;;) {
    let query = db.collection(COLLECTIONS.reviews).where('indexed', '==', false);
    if (orderId) query = query.where('orderId', '==', orderId);
    const snap = await query.limit(BATCH).get();
    if (snap.empty) return taken;
    const records = snap.docs.map((d) => d.data() as ReviewRecord);
    await countReviews(pool, records);
    const batch = db.batch();
    for (const doc of snap.docs) batch.update(doc.ref, { indexed: true });
    await batch.commit();
    taken += records.length;
    if (snap.size < BATCH) return taken;
  }
}
