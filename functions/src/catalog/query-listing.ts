import type { Pool } from 'pg';
// Values from the subpath: the scripts' jest project (the relevance test) resolves the bare name to its fixtures.
import { BEST_MATCH_SORT, LISTING_PAGE_SIZE, type SortValue } from 'shared-contracts/core';
import type { CatalogPage, CatalogQuery, SearchOutcome } from 'shared-contracts';
import { priceBucketOf } from './migrations';
import { SUMMARY_COLUMNS, summaryOf, type SummaryRow } from './product-row';
import { bestMatchIds } from './search/best-match-page';
import { nameMarks, MARK_OPTIONS } from './search/name-marks';
import { SEARCH_CONFIG } from './search/search-migration';
import { planSearch, type SearchPlan } from './search/search-plan';
import { searchSql, type SearchMode, type SearchSql } from './search/search-sql';
import { querySearch } from './search/search-statement';
import { containing } from './search/substring';

// Best match orders by the search's own rank columns (search-sql.ts); without a search it is Featured.
const ORDER: Record<SortValue, string> = {
  featured: 'is_featured desc, catalog_order',
  [BEST_MATCH_SORT.value]: 'is_featured desc, catalog_order',
  'price-low': 'unit_price, catalog_order',
  'price-high': 'unit_price desc, catalog_order',
  rating: 'rating desc, catalog_order',
  newest: 'created_at desc, catalog_order desc',
};


type Filter = 'category' | 'price' | 'rating';
const ALL: readonly Filter[] = ['category', 'price', 'rating'];

/** The conditions of the query's filters among `filters`, joined by and ('true' for none); values go into `params` as $n. */
function where(query: CatalogQuery, params: unknown[], filters: readonly Filter[]): string {
  const at = (value: unknown) => `$${params.push(value)}`;
  const out: string[] = [];
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
  /** Best match's order, when searching. */
  bestMatch?: string;
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

/** The listing's way without a search: counts from the counters (by category, or by price bucket for a band), the price range from the price index's ends, the page from the index of its order. */
function browsing(query: CatalogQuery, params: unknown[]): Parts {
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

/**
 * The listing's way with a search. Its matches are read where each part is cheapest: the facets (and so
 * the total) in one pass over the search index's matches, grouped by category, from a narrow copy of the
 * rows (search-facets-migration.ts) when every word must match; the page from the index of
 * its order when the matches are many (a few rows read until 12 match) or from the matches when few; Best
 * match's page of one word from a few dozen (best-match-page.ts), of several words from all the matches
 * ranked. Materializing the matches for both parts cost more than either (20 ms of 45 at 11,000 matches).
 * 'some' mode first keeps those with the most words, which every part then reads.
 */
function searching(query: CatalogQuery, params: unknown[], search: SearchSql, mode: SearchMode): Parts {
  // Without a price filter, the facets' rows are the price range's rows by category: one pass over the matches gives both.
  const unpriced = query.minPrice === null && query.maxPrice === null;
  const ofCategory = () => (query.category === null ? '' : ` where name = $${params.push(query.category)}`);
  const ranked = query.sort === BEST_MATCH_SORT.value;
  // 'some' mode: the products with the most words, found once (whatever the sort) and read by each part.
  const most = mode === 'some';
  const from = (filters: readonly Filter[], extra: readonly string[] = []) =>
    most
      ? `(select * from m where ${where(query, params, filters)}) s`
      : `(select ${['*', ...extra].join(', ')} from products where is_active and ${search.match} and ${where(query, params, filters)}) s`;
  // The facets of every word's matches from their narrow copy (migration 8); SPEC §5's text is not in it.
  const facetsFrom = (filters: readonly Filter[]) =>
    mode === 'all' ? `(select * from search_facets where ${search.match} and ${where(query, params, filters)}) s` : from(filters);
  const columns = () => ['id', 'category', 'unit_price', 'is_featured', 'catalog_order', 'rating', 'created_at', ...(ranked ? search.ranks() : [search.words()])];
  return {
    matches: most
      ? `found as materialized (select ${columns().join(', ')} from products where is_active and ${search.match}),
        m as materialized (select * from found where r_words = (select max(r_words) from found)),`
      : '',
    categories: `select category as name, count(*)::float8 as count, ${firstIn('s')} as first,
        min(unit_price)::float8 as low, max(unit_price)::float8 as high
      from ${facetsFrom(['price', 'rating'])} group by category`,
    price: unpriced
      ? `select min(low) as min, max(high) as max from facets${ofCategory()}`
      : `select min(unit_price)::float8 as min, max(unit_price)::float8 as max from ${facetsFrom(['category', 'rating'])}`,
    // The page's ids in order (from the order's index, or a top-12 sort of the matches), then their rows in that order, the name's matched words marked.
    page: (order, limit, offset) => `select ${SUMMARY_COLUMNS}, ts_headline('${SEARCH_CONFIG}', name, ${search.marked}, ${MARK_OPTIONS}) as marked
      from unnest(array(${
        ranked && !most && search.outranks
          ? bestMatchIds(search, search.outranks, () => where(query, params, ALL), limit, offset)
          : `select id from ${from(ALL, ranked && !most ? search.ranks() : [])} order by ${order} limit ${limit} offset ${offset}`
      })) with ordinality as pick(id, at) join products using (id) order by pick.at`,
    bestMatch: search.order,
  };
}

/**
 * The listing's one answer, one statement over one snapshot: a page of 12, the total for the
 * pagination (a page past the end answers the last, asked again), and the facets: the categories under every filter
 * but the category, the price range under every filter but the price. The total is the chosen category's
 * count among the facets, or all of theirs: the matches are counted once, not twice.
 */
async function answerWith(pool: Pool, query: CatalogQuery, partsOf: (params: unknown[]) => Parts) {
  const params: unknown[] = [];
  const { matches, categories, price, page, bestMatch } = partsOf(params);
  const ofCategory = query.category === null ? '' : ` where name = $${params.push(query.category)}`;
  const size = `$${params.push(LISTING_PAGE_SIZE)}`;
  const order = query.sort === BEST_MATCH_SORT.value && bestMatch ? bestMatch : ORDER[query.sort];
  // The page's offset is a value the planner sees: it reads the order's index for a first page of many matches.
  const rows = page(order, size, `($${params.push(query.page)}::integer - 1) * ${size}`);
  const sql = `
    with ${matches} facets as materialized (${categories})
    select
      (select coalesce(sum(count), 0)::float8 from facets${ofCategory}) as total,
      (select coalesce(json_agg(p), '[]'::json) from (${rows}) p) as products,
      (select coalesce(json_agg(json_build_object('name', name, 'count', count) order by first, name), '[]'::json)
        from facets) as categories,
      (select json_build_object('min', coalesce(min, 0), 'max', coalesce(max, 0)) from (${price}) r) as price`;
  const { rows: answer } = await querySearch<{
    total: number;
    products: (SummaryRow & { marked?: string })[];
    categories: { name: string; count: number }[];
    price: { min: number; max: number };
  }>(pool, sql, params);
  const row = answer[0]!;
  const pages = Math.max(1, Math.ceil(row.total / LISTING_PAGE_SIZE));
  // A page past the end (a stale link) answers the last: rare, so asked again rather than planned in every answer.
  if (query.page > pages) return answerWith(pool, { ...query, page: pages }, partsOf);
  const listing: CatalogPage = {
    products: row.products.map(summaryOf),
    total: row.total,
    page: query.page,
    pages,
    facets: { categories: row.categories, price: row.price },
  };
  const marks = Object.fromEntries(row.products.flatMap((p) => (p.marked === undefined ? [] : [[p.id, nameMarks(p.marked)] as const])));
  return { listing, marks };
}

/** The search's answer in a mode: its page, and how it matched (SPEC §5's text matched the query whole: all of it). */
async function searchAnswer(pool: Pool, query: CatalogQuery, plan: SearchPlan, mode: SearchMode): Promise<CatalogPage> {
  const { listing, marks } = await answerWith(pool, query, (params) =>
    searching(query, params, searchSql(plan, mode, containing(query.q), params), mode),
  );
  const search: SearchOutcome = { matched: mode === 'some' ? 'some' : 'all', marks };
  return { ...listing, search };
}

/**
 * 'Did you mean …?' for a search that found nothing: the query with each word nothing matched spelled
 * as the nearest word the index knows, offered only when that finds something.
 */
async function didYouMean(pool: Pool, query: CatalogQuery, plan: SearchPlan): Promise<string | null> {
  if (!plan.words.some((w) => w.closest)) return null;
  const corrected = plan.words.map((w) => w.closest ?? w.word).join(' ');
  const again = await planSearch(pool, corrected);
  // Whether it finds anything under the same filters: one lookup, not a page with its facets.
  const params: unknown[] = [];
  const { match } = searchSql(again, 'all', containing(corrected), params);
  const { rows } = await querySearch<{ found: boolean }>(
    pool,
    `select exists(select 1 from products where is_active and ${match} and ${where(query, params, ALL)}) as found`,
    params,
  );
  return rows[0]!.found ? corrected : null;
}

/**
 * The listing's one answer, one statement over one snapshot: a page of 12, the total for the
 * pagination (a page past the end answers the last), and the facets: the categories under every filter
 * but the category, the price range under every filter but the price. The total is the chosen category's
 * count among the facets, or all of theirs: the matches are counted once, not twice.
 *
 * A search first reads what the index knows of its words (search-plan.ts), then answers the products
 * with every word; only when none has them all, SPEC §5's match of the whole text (a price, part of a
 * word); only when that finds none either, those with the most words (and the page says so); only when
 * nothing matches at all, a spelling that would find something. Most searches are one answer.
 */
export async function queryListing(pool: Pool, query: CatalogQuery): Promise<CatalogPage> {
  if (!query.q.trim()) return (await answerWith(pool, query, (params) => browsing(query, params))).listing;
  const plan = await planSearch(pool, query.q);
  const all = plan.words.length > 0 ? await searchAnswer(pool, query, plan, 'all') : null;
  if (all && all.total > 0) return all;
  const text = await searchAnswer(pool, query, plan, 'text');
  if (text.total > 0) return text;
  const some = plan.words.length > 1 ? await searchAnswer(pool, query, plan, 'some') : null;
  if (some && some.total > 0) return some;
  const better = await didYouMean(pool, query, plan);
  return better ? { ...text, search: { ...text.search!, didYouMean: better } } : text;
}
