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

/** The conditions of a query's filters, but those left out; values go into `params` as $n. */
function where(query: CatalogQuery, params: unknown[], leave: Filter | null = null): string {
  const at = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['is_active'];
  if (query.q && leave !== 'q') conditions.push(`search_text like ${at(containing(query.q))}`);
  if (query.category !== null && leave !== 'category') conditions.push(`category = ${at(query.category)}`);
  if (query.minPrice !== null && leave !== 'price') conditions.push(`unit_price >= ${at(query.minPrice)}`);
  if (query.maxPrice !== null && leave !== 'price') conditions.push(`unit_price <= ${at(query.maxPrice)}`);
  if (query.rating !== null && leave !== 'rating') conditions.push(`rating >= ${at(query.rating)}`);
  return conditions.join(' and ');
}

const only = (query: CatalogQuery, ...filters: Filter[]) => {
  const set: Record<Filter, boolean> = {
    q: query.q !== '',
    category: query.category !== null,
    price: query.minPrice !== null || query.maxPrice !== null,
    rating: query.rating !== null,
  };
  return (Object.keys(set) as Filter[]).every((f) => !set[f] || filters.includes(f));
};

/**
 * The listing's one answer, one statement over one snapshot: a page of 12, the total for the
 * pagination (a page past the end answers the last), and the facets. Where no search, price or
 * rating narrows the shop, counts come from the category counters and the price range from the
 * price index, so the shop's first view costs the same at 1,000 products as at 100,000.
 */
export async function queryListing(pool: Pool, query: CatalogQuery): Promise<CatalogPage> {
  const params: unknown[] = [];
  const ofCategory = () => (query.category === null ? '' : ` and category = $${params.push(query.category)}`);
  const total = only(query, 'category')
    ? `select coalesce(sum(product_count), 0)::float8 as n from category_stats where product_count > 0${ofCategory()}`
    : `select count(*)::float8 as n from products where ${where(query, params)}`;
  const categories = only(query, 'category')
    ? `select category as name, product_count::float8 as count,
         (select min(catalog_order) from products p where p.category = s.category and p.is_active) as first
       from category_stats s where product_count > 0`
    : `select category as name, count(*)::float8 as count,
         (select min(catalog_order) from products p where p.category = m.category and p.is_active) as first
       from products m where ${where(query, params, 'category')} group by category`;
  const price = only(query, 'price', 'category')
    ? `select (select unit_price from products where ${where(query, params, 'price')} order by unit_price limit 1)::float8 as min,
         (select unit_price from products where ${where(query, params, 'price')} order by unit_price desc limit 1)::float8 as max`
    : `select min(unit_price)::float8 as min, max(unit_price)::float8 as max from products where ${where(query, params, 'price')}`;
  const size = `$${params.push(LISTING_PAGE_SIZE)}`;
  const page = `$${params.push(query.page)}`;
  const sql = `
    with total as (${total}),
      shown as (select greatest(1, least(${page}::integer, ceil((select n from total) / ${size}::float8)::integer)) as page)
    select
      (select n from total) as total,
      (select page from shown) as page,
      (select coalesce(json_agg(p), '[]'::json) from (
        select ${SUMMARY_COLUMNS} from products where ${where(query, params)}
        order by ${ORDER[query.sort]} limit ${size} offset ((select page from shown) - 1) * ${size}
      ) p) as products,
      (select coalesce(json_agg(json_build_object('name', name, 'count', count) order by first, name), '[]'::json)
        from (${categories}) c) as categories,
      (select json_build_object('min', coalesce(min, 0), 'max', coalesce(max, 0)) from (${price}) r) as price`;
  const { rows } = await pool.query<{
    total: number;
    page: number;
    products: SummaryRow[];
    categories: { name: string; count: number }[];
    price: { min: number; max: number };
  }>(sql, params);
  const row = rows[0]!;
  return {
    products: row.products.map(summaryOf),
    total: row.total,
    page: row.page,
    pages: Math.max(1, Math.ceil(row.total / LISTING_PAGE_SIZE)),
    facets: { categories: row.categories, price: row.price },
  };
}
