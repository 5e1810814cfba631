import type { Pool } from 'pg';
import { SUGGEST } from 'shared-contracts/core';
import type { CatalogSuggestions } from 'shared-contracts';
import { bestMatchIds } from './best-match-page';
import { MARK_OPTIONS, nameMarks } from './name-marks';
import { SEARCH_CONFIG } from './search-migration';
import { planSearch } from './search-plan';
import { searchSql } from './search-sql';
import { querySearch } from './search-statement';
import { containing } from './substring';

const NONE: CatalogSuggestions = { products: [], categories: [] };

/**
 * The matches a suggestion of several words ranks, at most: those with every word in the name first,
 * then a few others. Two letters and a word match thousands of products; these suggestions rank the first
 * few hundred (in the catalog's order), as Meilisearch and Algolia bound a prefix's words, so a keystroke
 * costs the same at any size. One word needs no bound: its suggestions are the listing's first five.
 */
const CANDIDATES = 300;

interface Row {
  products: { slug: string; name: string; image: string; price_kobo: number; discount_price_kobo: number | null; marked: string }[];
  categories: { name: string; count: number; marked: string }[];
}

/**
 * What the search box offers as the shopper types: the 5 best matches of the words so far (the last one
 * a prefix, typos forgiven, ranked as the listing's Best match; of several words, among CANDIDATES) and the 3 largest
 * categories whose name holds one of the words, each with its matched letters. One statement after the
 * search's plan; nothing under SUGGEST.minChars characters.
 */
export async function suggest(pool: Pool, q: string): Promise<CatalogSuggestions> {
  if (q.trim().length < SUGGEST.minChars) return NONE;
  const plan = await planSearch(pool, q);
  if (plan.words.length === 0) return NONE;
  const params: unknown[] = [];
  const search = searchSql(plan, 'all', containing(q), params);
  // One word: the listing's first five (best-match-page.ts); more: the best among a bounded few.
  const picked = search.outranks
    ? bestMatchIds(search, search.outranks, () => 'true', `${SUGGEST.products}`, '0')
    : `with named as materialized (
        select id, catalog_order, ${search.ranks().join(', ')} from products where is_active and ${search.inName()} limit ${CANDIDATES}),
      -- The words elsewhere only when the names hold too few (else this scan is never run).
      others as materialized (
        select id, catalog_order, ${search.ranks().join(', ')} from products
        where (select count(*) from named) < ${SUGGEST.products} and is_active and ${search.match} and not ${search.inName()} limit ${SUGGEST.products}),
      m as (select * from named union all select * from others)
    select id from m order by ${search.order} limit ${SUGGEST.products}`;
  const { rows } = await querySearch<Row>(
    pool,
    `with picked as materialized (select id, at from unnest(array(${picked})) with ordinality as p(id, at))
    select
      (select coalesce(json_agg(json_build_object('slug', p.slug, 'name', p.name, 'image', p.image,
          'price_kobo', p.price_kobo::float8, 'discount_price_kobo', p.discount_price_kobo::float8,
          'marked', ts_headline('${SEARCH_CONFIG}', p.name, ${search.marked}, ${MARK_OPTIONS})) order by pick.at), '[]'::json)
        from picked pick join products p using (id)) as products,
      (select coalesce(json_agg(json_build_object('name', c.category, 'count', c.product_count::float8,
          'marked', ts_headline('${SEARCH_CONFIG}', replace(c.category, '-', ' '), ${search.anyWord()}, ${MARK_OPTIONS}))), '[]'::json)
        from (select category, product_count from category_stats
          where product_count > 0 and to_tsvector('${SEARCH_CONFIG}', replace(category, '-', ' ')) @@ ${search.anyWord()}
          order by product_count desc, category limit ${SUGGEST.categories}) c) as categories`,
    params,
  );
  const row = rows[0]!;
  return {
    products: row.products.map((p) => ({
      slug: p.slug,
      name: p.name,
      image: p.image,
      price: p.price_kobo / 100,
      ...(p.discount_price_kobo === null ? {} : { discountPrice: p.discount_price_kobo / 100 }),
      marks: nameMarks(p.marked),
    })),
    categories: row.categories.map((c) => ({ name: c.name, count: c.count, marks: nameMarks(c.marked) })),
  };
}
