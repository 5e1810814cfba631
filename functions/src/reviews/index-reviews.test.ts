import { contractCatalog } from 'shared-contracts/contract-tests';
import { COLLECTIONS } from '../app/admin';
import { recordOfProduct } from '../catalog/catalog-test-records';
import { productBySlug } from '../catalog/product-by-slug';
import { upsertProducts } from '../catalog/upsert-products';
import { startTestFirestore, type TestFirestore } from '../testing/firestore-emulator';
import { countReviews, indexReviews } from './index-reviews';
import type { ReviewRecord } from './review-record';
import { useCatalogDatabase } from '../testing/catalog-database';

let fs: TestFirestore;
const pool = useCatalogDatabase();
beforeAll(async () => {
  fs = await startTestFirestore();
  await upsertProducts(pool, [recordOfProduct(contractCatalog()[3]!, 4)]);
});
afterAll(() => fs.stop());

const review = (n: number, rating: number): ReviewRecord => ({
  id: `order-${n}-0`,
  productId: '4',
  orderId: `order-${n}`,
  buyerUid: 'buyer-1',
  item: 'Aurora Steel Watch',
  rating,
  comment: 'Keeps time',
  reviewerName: 'Ada O.',
  date: new Date(n).toISOString(),
  at: n,
  indexed: false,
});
const totals = async () => (await pool.query(`select review_count, review_sum from products where id = '4'`)).rows[0];
const pending = async () => (await fs.db.collection(COLLECTIONS.reviews).where('indexed', '==', false).get()).size;

describe('the reviews’ outbox', () => {
  it('counts what Firestore kept but the index never heard of (a crash after the review’s commit), once', async () => {
    for (const r of [review(1, 5), review(2, 3)]) await fs.db.collection(COLLECTIONS.reviews).doc(r.id).set(r);
    expect(await indexReviews(pool, fs.db)).toBe(2);
    expect(await totals()).toEqual({ review_count: 2, review_sum: 8 });
    expect(await pending()).toBe(0);
    expect(await indexReviews(pool, fs.db)).toBe(0);
    expect(await totals()).toEqual({ review_count: 2, review_sum: 8 });
  });

  it('counts nothing twice when the crash came after the count and before the record was marked', async () => {
    const r = review(3, 1);
    await fs.db.collection(COLLECTIONS.reviews).doc(r.id).set(r);
    await countReviews(pool, [r]);
    expect(await totals()).toEqual({ review_count: 3, review_sum: 9 });
    expect(await indexReviews(pool, fs.db)).toBe(1);
    expect(await totals()).toEqual({ review_count: 3, review_sum: 9 });
    expect(await productBySlug(pool, 'aurora-steel-watch')).toMatchObject({ reviewCount: 15 });
  });
});
