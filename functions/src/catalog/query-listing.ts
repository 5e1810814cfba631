import type { Pool } from 'pg';
import { LISTING_PAGE_SIZE, type SortValue } from 'shared-contracts/constants';
import type { CatalogPage, CatalogQuery } from 'shared-contracts';
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

/**
 * The listing's three ways to its answer, by what narrows the shop:
 * - a category alone (or nothing): counts from the category counters, the price range from the price index;
 * - a search: its matches found once on the trigram index (materialized), the total, facets and page read from them;
 * - a price band or a minimum rating (and a category): the indexes of each part's order.
 */
function parts(query: CatalogQuery, params: unknown[]): Parts {
  if (query.q === '' && query.rating === null && query.minPrice === null && query.maxPrice === null) {
    return {
      matches: '',
      categories: `select category as name, product_count::float8 as count, ${firstIn('s')} as first from category_stats s where product_count > 0`,
      price: priceFromIndex(query, params),
      page: pageOfProducts(query, params),
    };
  }
  if (query.q === '') {
    return {
      matches: '',
      categories: `select category as name, count(*)::float8 as count, ${firstIn('m')} as first
        from products m where is_active and ${where(query, params, but('category'))} group by category`,
      price: priceFromIndex(query, params),
      page: pageOfProducts(query, params),
    };
  }
  return {
    matches: `m as materialized (select id, category, unit_price, is_featured, catalog_order, rating, created_at
      from products where is_active and ${where(query, params, ['q'])}),`,
    categories: `select category as name, count(*)::float8 as count, ${firstIn('m')} as first
      from m where ${where(query, params, ['price', 'rating'])} group by category`,
    price: `select min(unit_price)::float8 as min, max(unit_price)::float8 as max from m where ${where(query, params, ['category', 'rating'])}`,
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
