import type { Pool } from 'pg';
import { productBySlug } from '../catalog/product-by-slug';
import type { ProductRecord } from '../catalog/upsert-products';

/** A seller's listing with `stock` units as the stock tests put it in the catalog index (named 'Indigo throw …'). */
export const stockRecord = (id: string, stock: number, more: Partial<ProductRecord> = {}): ProductRecord => ({
  id,
  source: 'listing',
  name: `Indigo throw ${id}`,
  category: 'home-decoration',
  image: '',
  price: 5_000,
  discountPercentage: 0,
  baseRating: 0,
  baseReviewCount: 0,
  stock,
  isFeatured: false,
  isActive: true,
  sellerId: 'seller-1',
  createdAt: Date.UTC(2026, 10, 1),
  catalogOrder: 1,
  detail: {},
  ...more,
});

/** What 'Indigo throw {n}' can still sell, as its page shows it. */
export const availableOf = async (pool: Pool, n: string) => (await productBySlug(pool, `indigo-throw-${n}`))?.stock;

/** The order's holds lapse now. */
export const lapse = (pool: Pool, orderId: string) =>
  pool.query(`update reservations set expires_at = now() - interval '1 second' where order_id = $1`, [orderId]);

/** Units the buyer's unpaid orders hold live now. */
export const heldBy = async (pool: Pool, buyerUid: string) =>
  Number(
    (await pool.query<{ n: string }>(`select coalesce(sum(quantity), 0) as n from reservations where buyer_uid = $1 and state = 'held' and expires_at > now()`, [buyerUid]))
      .rows[0]!.n,
  );
