import type { Pool, PoolClient } from 'pg';
import { productSlug, toKobo, unitPrice } from 'shared-contracts/domain';
import { searchText, type ProductDetail } from './product-row';

/** A product as the index keeps it, whoever it comes from (the catalog's import, a seller's listing). */
export interface ProductRecord {
  id: string;
  source: 'catalog' | 'listing';
  name: string;
  category: string;
  brand?: string;
  image: string;
  /** Naira, as the catalog gives it (a catalog price may have kobo). */
  price: number;
  /** Whole naira after the discount, when there is one. */
  discountPrice?: number;
  discountPercentage: number;
  baseRating: number;
  baseReviewCount: number;
  stock: number;
  isFeatured: boolean;
  isActive: boolean;
  sellerId: string;
  createdAt: number;
  catalogOrder: number;
  detail: ProductDetail;
}

const UNIQUE_VIOLATION = '23505';

/** A short suffix of its own for a product whose slug another product holds: the same for it every time. */
export function slugSuffix(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36).padStart(6, '0').slice(-6);
}

/**
 * The slug each new product gets: the spec's (the name lowercased, spaces as hyphens) unless another
 * product holds it, then with a short suffix of its own. A product keeps the slug it was first given.
 */
async function assignSlugs(db: Pool | PoolClient, records: readonly ProductRecord[]): Promise<Map<string, string>> {
  const wanted = records.map((r) => productSlug(r.name));
  const found = await db.query<{ id: string; slug: string }>(
    'select id, slug from products where id = any($1) or slug = any($2)',
    [records.map((r) => r.id), [...wanted, ...records.map((r, i) => `${wanted[i]}-${slugSuffix(r.id)}`)]],
  );
  const own = new Map<string, string>();
  const holder = new Map<string, string>();
  for (const row of found.rows) holder.set(row.slug, row.id);
  const ids = new Set(records.map((r) => r.id));
  for (const row of found.rows) if (ids.has(row.id)) own.set(row.id, row.slug);
  const slugs = new Map<string, string>();
  records.forEach((record, i) => {
    const kept = own.get(record.id);
    if (kept) return slugs.set(record.id, kept);
    const free = (slug: string) => !holder.has(slug) || holder.get(slug) === record.id;
    let slug = wanted[i]!;
    if (!free(slug)) slug = `${wanted[i]}-${slugSuffix(record.id)}`;
    // Past the suffix (a collision of collisions), the id itself is unique.
    if (!free(slug)) slug = `${wanted[i]}-${record.id.toLowerCase()}`;
    holder.set(slug, record.id);
    slugs.set(record.id, slug);
  });
  return slugs;
}

const COLUMNS = `id text, source text, slug text, name text, category text, brand text, image text, price_kobo bigint,
  discount_price_kobo bigint, unit_price bigint, discount_percentage double precision, base_rating double precision,
  base_review_count integer, stock integer, is_featured boolean, is_active boolean, seller_id text,
  created_ms double precision, catalog_order bigint, search_text text, detail jsonb`;

/** The columns a product's price decides: kobo, the discount's kobo, and the whole naira a shopper pays. */
export const priceColumns = (r: Pick<ProductRecord, 'price' | 'discountPrice'>) => ({
  price_kobo: toKobo(r.price),
  discount_price_kobo: r.discountPrice === undefined ? null : toKobo(r.discountPrice),
  unit_price: unitPrice(r),
});

const rowOf = (r: ProductRecord, slug: string) => ({
  id: r.id,
  source: r.source,
  slug,
  name: r.name,
  category: r.category,
  brand: r.brand?.trim() || null,
  image: r.image,
  ...priceColumns(r),
  discount_percentage: r.discountPercentage,
  base_rating: Math.min(5, Math.max(0, r.baseRating)),
  base_review_count: r.baseReviewCount,
  stock: r.stock,
  is_featured: r.isFeatured,
  is_active: r.isActive,
  seller_id: r.sellerId,
  created_ms: r.createdAt,
  catalog_order: r.catalogOrder,
  search_text: searchText(r),
  detail: r.detail,
});

/**
 * Writes these products in one statement: new ones with their slug, known ones updated in place
 * (their slug, creation and the shop's review totals are the index's own and stay). Only rows that
 * changed are written. A slug taken meanwhile by another writer is chosen again.
 */
export async function upsertProducts(db: Pool | PoolClient, records: readonly ProductRecord[]): Promise<Map<string, string>> {
  if (records.length === 0) return new Map();
  for (let attempt = 1; ; attempt++) {
    const slugs = await assignSlugs(db, records);
    try {
      await db.query(
        `insert into products (id, source, slug, name, category, brand, image, price_kobo, discount_price_kobo, unit_price,
           discount_percentage, base_rating, base_review_count, stock, is_featured, is_active, seller_id, created_at,
           catalog_order, search_text, detail)
         select id, source, slug, name, category, brand, image, price_kobo, discount_price_kobo, unit_price,
           discount_percentage, base_rating, base_review_count, stock, is_featured, is_active, seller_id,
           to_timestamp(created_ms / 1000), catalog_order, search_text, detail
         from jsonb_to_recordset($1::jsonb) as x(${COLUMNS})
         on conflict (id) do update set
           name = excluded.name, category = excluded.category, brand = excluded.brand, image = excluded.image,
           price_kobo = excluded.price_kobo, discount_price_kobo = excluded.discount_price_kobo, unit_price = excluded.unit_price,
           discount_percentage = excluded.discount_percentage, base_rating = excluded.base_rating,
           base_review_count = excluded.base_review_count, stock = excluded.stock, is_featured = excluded.is_featured,
           is_active = excluded.is_active, catalog_order = excluded.catalog_order, search_text = excluded.search_text,
           detail = excluded.detail
         where (products.name, products.category, products.brand, products.image, products.price_kobo,
             products.discount_price_kobo, products.discount_percentage, products.base_rating, products.base_review_count,
             products.stock, products.is_featured, products.is_active, products.catalog_order, products.detail)
           is distinct from (excluded.name, excluded.category, excluded.brand, excluded.image, excluded.price_kobo,
             excluded.discount_price_kobo, excluded.discount_percentage, excluded.base_rating, excluded.base_review_count,
             excluded.stock, excluded.is_featured, excluded.is_active, excluded.catalog_order, excluded.detail)`,
        [JSON.stringify(records.map((r) => rowOf(r, slugs.get(r.id)!)))],
      );
      return slugs;
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code !== UNIQUE_VIOLATION || constraint !== 'products_slug_key' || attempt >= 5) throw error;
    }
  }
}
