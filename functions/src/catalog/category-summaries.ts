import type { Pool } from 'pg';
import type { CatalogCategory } from 'shared-contracts';

const TOP_BRANDS = 3;

/**
 * The categories page's summaries, from the counters kept on every write: the count, the mean price
 * a shopper pays, the three most frequent brands (ties A to Z) and the first product's picture, in
 * the catalog's order. Each category costs a few index lookups, whatever the number of products.
 */
export async function categorySummaries(pool: Pool): Promise<CatalogCategory[]> {
  const { rows } = await pool.query<CatalogCategory>(
    `select s.category as name, s.product_count::float8 as count,
       round(s.price_sum::numeric / s.product_count)::float8 as "averagePrice",
       coalesce((select image from products p where p.category = s.category and p.is_active and p.image <> ''
         order by catalog_order limit 1), '') as image,
       array(select brand from category_brands b where b.category = s.category and b.product_count > 0
         order by b.product_count desc, lower(b.brand), b.brand limit ${TOP_BRANDS}) as "topBrands"
     from category_stats s
     where s.product_count > 0
     order by (select min(catalog_order) from products p where p.category = s.category and p.is_active), s.category`,
  );
  return rows;
}
