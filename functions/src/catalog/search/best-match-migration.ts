/**
 * Best match's popularity: the rating weighed by how many reviewed it (a Bayesian mean towards 3.5 over
 * 20 reviews), to one decimal. An expression of the row, so an index keeps the products in its order.
 */
export const POPULARITY = `round((rating * (base_review_count + review_count) + 3.5 * 20) / (base_review_count + review_count + 20) * 10) / 10`;

/** Best match's order once the words have ranked two products alike, which the popularity index keeps. */
export const POPULARITY_ORDER = `${POPULARITY} desc, ranked_sold desc, catalog_order`;

/** The search indexes, whose entries written since the last import wait in a pending list every search reads. */
export const SEARCH_INDEXES = ['products_search_doc', 'products_name_doc', 'products_search'] as const;

/**
 * Version 7: Best match's page without ranking every match (issue 39). A search reads its matches in
 * popularity's order from an index, as far as the page needs, and ranks only those and the few the
 * indexes say could outrank them (best-match-page.ts).
 * - Its sales are `ranked_sold`, units sold as of the last import (refresh-derived.ts): a sale's own
 *   update then changes no indexed column and stays off every index (4x cheaper on PGlite at 110,000).
 * - A name's count of words is indexed for the exactness rule, the whole index (not partial), so the
 *   planner reads its statistics and knows a name of one word is rare.
 * - A search index's pending list (writes not yet merged) is read by every search: 350 pages after an
 *   import cost 'balck' 12 ms of 51. Bounded to 256 kB between the imports that empty it.
 */
export const BEST_MATCH_MIGRATION = `
alter table products add column ranked_sold integer not null default 0;
update products set ranked_sold = sold where sold <> 0;
create index products_popular on products ((${POPULARITY}) desc, ranked_sold desc, catalog_order) where is_active;
create index products_name_words on products (length(name_doc));
${SEARCH_INDEXES.map((index) => `alter index ${index} set (gin_pending_list_limit = 256);`).join('\n')}
`;
