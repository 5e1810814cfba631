import type { Firestore } from 'firebase-admin/firestore';
import type { Pool } from 'pg';
import type { Listing } from 'shared-contracts';
import { upsertProducts, type ProductRecord } from '../catalog/upsert-products';
import { listingOrder } from './listing-product';

/** The collection listings were kept in before the catalog index (contracts 2.0 and earlier). */
export const FIRESTORE_LISTINGS = 'listings';
const JOB = 'adopt-firestore-listings';
const BATCH = 500;

type StoredListing = Listing & { tags?: string[]; specifications?: { key: string; value: string }[]; sku?: string };

function recordOf(l: StoredListing): ProductRecord {
  const createdAt = typeof l.createdAt === 'number' ? l.createdAt : 0;
  return {
    id: l.id,
    source: 'listing',
    name: l.name,
    category: l.category,
    ...(l.brand ? { brand: l.brand } : {}),
    image: l.image ?? '',
    price: l.price,
    discountPercentage: 0,
    baseRating: 0,
    baseReviewCount: 0,
    stock: Math.max(0, Math.floor(l.stock ?? 0)),
    isFeatured: l.isFeatured === true,
    isActive: l.isActive !== false,
    sellerId: l.sellerId,
    createdAt,
    catalogOrder: listingOrder(createdAt),
    detail: { description: l.description ?? '', images: l.images ?? [], tags: l.tags ?? [], specifications: l.specifications ?? [], ...(l.sku ? { sku: l.sku } : {}) },
  };
}

/**
 * Moves the listings an older server kept in Firestore into the index, once per database: the index
 * is their one home from now on (the Firestore documents stay, unread, as they were). Each keeps its
 * id, so orders that name it still find it; a slug another product holds gets its suffix.
 */
export async function adoptFirestoreListings(pool: Pool, db: Firestore): Promise<number> {
  const done = await pool.query('select 1 from catalog_jobs where name = $1', [JOB]);
  if (done.rowCount) return 0;
  const snap = await db.collection(FIRESTORE_LISTINGS).get();
  const records = snap.docs.map((d) => recordOf(d.data() as StoredListing)).filter((r) => r.id && r.name && r.price > 0);
  for (let i = 0; i < records.length; i += BATCH) {
    const batch = records.slice(i, i + BATCH);
    // A listing the index already has (adopted by a run that died before its record) is left as it is.
    const known = await pool.query<{ id: string }>('select id from products where id = any($1)', [batch.map((r) => r.id)]);
    const have = new Set(known.rows.map((r) => r.id));
    await upsertProducts(pool, batch.filter((r) => !have.has(r.id)));
  }
  await pool.query('insert into catalog_jobs (name) values ($1) on conflict do nothing', [JOB]);
  return records.length;
}
