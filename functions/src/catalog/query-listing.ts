import type { Pool } from 'pg';
import { LISTING_PAGE_SIZE, type SortValue } from 'shared-contracts/core';
import type { CatalogPage, CatalogQuery } from 'shared-contracts';
import { priceBucketOf } from './migrations';
import { SUMMARY_COLUMNS, summaryOf, type SummaryRow } from './product-row';

const ORDER: Record<SortValue, string> = {
  featured: 'is_featured desc, catalog_order',
  'price-low': 'unit_price, catalog_order',
  'price-high': 'unit_price desc, catalog_order',
  rating: 'rating desc, catalog_order',
  newest: 'created_at desc, catalog_order desc',
};

/** A LIKE pattern matching the text anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Filter = 'q' | 'category' | 'price' | 'rating';
const ALL: readonly Filter[] = ['q', 'category', 'price', 'rating'];

/** The conditions of the query's filters among `filters`, joined by and ('true' for none); values go into `params` as $n. */
function where(query: CatalogQuery, params: unknown[], filters: readonly Filter[]): string {
  const at = (value: unknown) => `$${params.push(value)}`;
  const out: string[] = [];
  if (query.q && filters.includes('q')) out.push(`search_text like ${at(containing(query.q))}`);
  if (query.category !== null && filters.includes('category')) out.push(`category = ${at(query.category)}`);
  if (query.minPrice !== null && filters.includes('price')) out.push(`unit_price >= ${at(query.minPrice)}`);
  if (query.maxPrice !== null && filters.includes('price')) out.push(`unit_price <= ${at(query.maxPrice)}`);
  if (query.rating !== null && filters.includes('rating')) out.push(`rating >= ${at(query.rating)}`);
  return out.join(' and ') || 'true';
}

const but = (filter: Filter) => ALL.filter((f) => f !== filter);

/** Where a category stands in the facets: its first product in the catalog's order (one index lookup each). */
const firstIn = (alias: string) => `(select min(catalog_order) from products p where p.category = ${alias}.category and p.is_active)`;

interface Parts {
  /** A common table expression the others read, with its trailing comma, or ''. */
  matches: string;
  /** The categories with their counts under every filter but the category: the total is read from them too. */
  categories: string;
  /** The price range (min, max) under every filter but the price; it may read facets, the categories' rows. */
  price: string;
  /** The page's rows, in `order`, as `limit`/`offset` cut them. */
  page(order: string, limit: string, offset: string): string;
}

/**
 * The price range under every filter but the price, read from the price index's two ends (a first match
 * is near either end unless a filter is rare, and a search, the rare one, goes another way).
 */
const priceFromIndex = (query: CatalogQuery, params: unknown[]) => {
  const of = `products where is_active and ${where(query, params, but('price'))}`;
  return `select (select unit_price from ${of} order by unit_price limit 1)::float8 as min,
    (select unit_price from ${of} order by unit_price desc limit 1)::float8 as max`;
};

const pageOfProducts = (query: CatalogQuery, params: unknown[]) => (order: string, limit: string, offset: string) =>
  `select ${SUMMARY_COLUMNS} from products where is_active and ${where(query, params, ALL)} order by ${order} limit ${limit} offset ${offset}`;

/** The counter column counting the products of a minimum rating (all of them without one). */
const counted = (rating: CatalogQuery['rating']) => (rating === null ? 'product_count' : `rated_${rating}`);

/**
 * The categories' counts in a price band (with a minimum rating): the counters of the buckets wholly
 * inside the band, plus the products of the two edge buckets counted one by one. A bucket past lo's is
 * wholly above lo and one before hi's wholly below hi, whatever the bucket's width (migration 5).
 */
function inPriceBand(query: CatalogQuery, params: unknown[]): string {
  const at = (value: unknown) => `$${params.push(value)}::bigint`;
  const low = query.minPrice === null ? null : at(query.minPrice);
  const high = query.maxPrice === null ? null : at(query.maxPrice);
  const lowBucket = low === null ? '-1' : priceBucketOf(low);
  const highBucket = high === null ? '2147483647' : priceBucketOf(high);
  const edges = [low === null ? null : `unit_price >= ${low}`, high === null ? null : `unit_price <= ${high}`];
  if (query.rating !== null) edges.push(`rating >= $${params.push(query.rating)}`);
  return `select category, sum(count)::float8 as count from (
      select category, sum(${counted(query.rating)}) as count from price_bucket_stats
        where bucket > ${lowBucket} and bucket < ${highBucket} group by category
      union all
      select category, count(*) from products
        where is_active and price_bucket in (${lowBucket}, ${highBucket}) and ${edges.filter(Boolean).join(' and ')} group by category
    ) b group by category having sum(count) > 0`;
}

/**
 * The listing's two ways to its answer, by what narrows the shop:
 * - no search: counts from the counters (by category, or by price bucket for a band), the price range
 *   from the price index's ends, the page from the index of its order;
 * - a search: its matches found once on the trigram index (materialized), the total, facets and page read from them.
 */
function parts(query: CatalogQuery, params: unknown[]): Parts {
  if (query.q === '') {
    const counts =
      query.minPrice === null && query.maxPrice === null
        ? `select category, ${counted(query.rating)}::float8 as count from category_stats where ${counted(query.rating)} > 0`
        : inPriceBand(query, params);
    return {
      matches: '',
      categories: `select category as name, count, ${firstIn('s')} as first from (${counts}) s`,
      price: priceFromIndex(query, params),
      page: pageOfProducts(query, params),
    };
  }
  // Without a price filter, the facets' rows are the price range's rows by category: one pass over the matches gives both.
  const unpriced = query.minPrice === null && query.maxPrice === null;
  const ofCategory = () => (query.category === null ? '' : ` where name = $${params.push(query.category)}`);
  return {
    matches: `m as materialized (select id, category, unit_price, is_featured, catalog_order, rating, created_at
      from products where is_active and ${where(query, params, ['q'])}),`,
    categories: `select category as name, count(*)::float8 as count, ${firstIn('m')} as first,
        min(unit_price)::float8 as low, max(unit_price)::float8 as high
      from m where ${where(query, params, ['price', 'rating'])} group by category`,
    price: unpriced
      ? `select min(low) as min, max(high) as max from facets${ofCategory()}`
      : `select min(unit_price)::float8 as min, max(unit_price)::float8 as max from m where ${where(query, params, ['category', 'rating'])}`,
    // The page's ids in order (a top-12 sort of the matches), then their rows in that order.
    page: (order, limit, offset) => `select ${SUMMARY_COLUMNS} from unnest(array(
        select id from m where ${where(query, params, but('q'))} order by ${order} limit ${limit} offset ${offset}
      )) with ordinality as pick(id, at) join products using (id) order by pick.at`,
  };
}

/**
 * The listing's one answer, one statement over one snapshot: a page of 12, the total for the
 * pagination (a page past the end answers the last), and the facets: the categories under every filter
 * but the category, the price range under every filter but the price. The total is the chosen category's
 * count among the facets, or all of theirs: the matches are counted once, not twice.
 */
export async function queryListing(pool: Pool, query: CatalogQuery): Promise<CatalogPage> {
  const params: unknown[] = [];
  const { matches, categories, price, page } = parts(query, params);
  const ofCategory = query.category === null ? '' : ` where name = $${params.push(query.category)}`;
  const size = `$${params.push(LISTING_PAGE_SIZE)}`;
  const asked = `$${params.push(query.page)}`;
  const rows = page(ORDER[query.sort], size, `((select page from shown) - 1) * ${size}`);
  const sql = `
    with ${matches} facets as materialized (${categories}),
      total as (select coalesce(sum(count), 0)::float8 as n from facets${ofCategory}),
      shown as (select greatest(1, least(${asked}::integer, ceil((select n from total) / ${size}::float8)::integer)) as page)
    select
      (select n from total) as total,
      (select page from shown) as page,
      (select coalesce(json_agg(p), '[]'::json) from (${rows}) p) as products,
      (select coalesce(json_agg(json_build_object('name', name, 'count', count) order by first, name), '[]'::json)
        from facets) as categories,
      (select json_build_object('min', coalesce(min, 0), 'max', coalesce(max, 0)) from (${price}) r) as price`;
  const { rows: answer } = await pool.query<{
    total: number;
    page: number;
    products: SummaryRow[];
    categories: { name: string; count: number }[];
    price: { min: number; max: number };
  }>(sql, params);
  const row = answer[0]!;
  return {
    products: row.products.map(summaryOf),
    total: row.total,
    page: row.page,
    pages: Math.max(1, Math.ceil(row.total / LISTING_PAGE_SIZE)),
    facets: { categories: row.categories, price: row.price },
  };
}
