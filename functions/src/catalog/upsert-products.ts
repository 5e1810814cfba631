import type { Pool, PoolClient } from 'pg';
import { toKobo, unitPrice } from 'shared-contracts/core';
import { PRODUCT_COLUMNS, searchText, type ProductDetail, type ProductRow } from './product-row';
import { reachableSlug } from './reachable-slug';

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
 * The slugs a new product may get, in order: the spec's (the name lowercased, spaces as hyphens; its id
 * when that holds no letter or digit), then with a short suffix of its own, then (a collision of
 * collisions) with its id, which is unique.
 */
function slugChoices(record: Pick<ProductRecord, 'id' | 'name'>): [string, string, string] {
  const wanted = reachableSlug(record.name, record.id);
  return [wanted, `${wanted}-${slugSuffix(record.id)}`, `${wanted}-${record.id.toLowerCase()}`];
}

/**
 * The slug each new product gets: the first of its slugChoices no other product holds. A product
 * keeps the slug it was first given.
 */
async function assignSlugs(db: Pool | PoolClient, records: readonly ProductRecord[]): Promise<Map<string, string>> {
  const choices = records.map(slugChoices);
  const found = await db.query<{ id: string; slug: string }>(
    'select id, slug from products where id = any($1) or slug = any($2)',
    [records.map((r) => r.id), choices.flatMap(([wanted, suffixed]) => [wanted, suffixed])],
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
    const slug = choices[i]!.find(free) ?? choices[i]![2];
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

/** A product's row as COLUMNS reads it; without a slug when the statement chooses it. */
const rowOf = (r: ProductRecord, slug?: string) => ({
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

/** The columns a write fills, and what fills each from a row of COLUMNS (`slug`: the slug's expression). */
const WRITTEN = `id, source, slug, name, category, brand, image, price_kobo, discount_price_kobo, unit_price,
  discount_percentage, base_rating, base_review_count, stock, is_featured, is_active, seller_id, created_at,
  catalog_order, search_text, detail`;
const writtenFrom = (slug: string) => `id, source, ${slug}, name, category, brand, image, price_kobo, discount_price_kobo,
  unit_price, discount_percentage, base_rating, base_review_count, stock, is_featured, is_active, seller_id,
  to_timestamp(created_ms / 1000), catalog_order, search_text, detail`;

/** Runs a write again (at most five times in all) while another writer takes the slug it chose meanwhile. */
async function whileSlugTaken<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const { code, constraint } = error as { code?: string; constraint?: string };
      if (code !== UNIQUE_VIOLATION || constraint !== 'products_slug_key' || attempt >= 5) throw error;
    }
  }
}

/**
 * Writes these products in one statement: new ones with their slug, known ones updated in place
 * (their slug, creation and the shop's review totals are the index's own and stay). Only rows that
 * changed are written. A slug taken meanwhile by another writer is chosen again.
 */
export async function upsertProducts(db: Pool | PoolClient, records: readonly ProductRecord[]): Promise<Map<string, string>> {
  if (records.length === 0) return new Map();
  return whileSlugTaken(async () => {
    const slugs = await assignSlugs(db, records);
    await db.query(
      `insert into products (${WRITTEN})
       select ${writtenFrom('slug')} from jsonb_to_recordset($1::jsonb) as x(${COLUMNS})
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
  });
}

/** The first of the slugs in $2 (a product's slugChoices) no product holds; the last, unique by its id, when all are held. */
const FREE_SLUG = `coalesce((select c.choice from unnest($2::text[]) with ordinality as c(choice, n)
  where not exists (select 1 from products p where p.slug = c.choice) order by c.n limit 1), ($2::text[])[3])`;

/**
 * Writes one new product and answers its row as written (a page's columns), in one statement: its slug
 * is chosen in the statement itself, so nothing is read before the write or after it. A read back could
 * miss or fail once the row is written, and a caller told it failed writes it again. A slug taken
 * meanwhile by another writer is chosen again.
 */
export async function insertProduct(db: Pool | PoolClient, record: ProductRecord): Promise<ProductRow> {
  const { rows } = await whileSlugTaken(() =>
    db.query<ProductRow>(
      `insert into products (${WRITTEN})
       select ${writtenFrom(FREE_SLUG)} from jsonb_to_record($1::jsonb) as x(${COLUMNS})
       returning ${PRODUCT_COLUMNS}`,
      [JSON.stringify(rowOf(record)), slugChoices(record)],
    ),
  );
  return rows[0]!;
}
