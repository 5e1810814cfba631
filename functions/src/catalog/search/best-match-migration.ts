/**
 * Best match's popularity: the rating weighed by how many reviewed it (a Bayesian mean towards 3.5 over
 * 20 reviews), to one decimal. An expression of the row, so an index keeps the products in its order.
 */
export const POPULARITY = `round((rating * (base_review_count + review_count) + 3.5 * 20) / (base_review_count + review_count + 20) * 10) / 10`;

/** Best match's order once the words have ranked two products alike, which the popularity index keeps. */
export const POPULARITY_ORDER = `${POPULARITY} desc, sold desc, catalog_order`;

/**
 * Version 7: Best match's page without ranking every match (issue 39). A search reads its matches in
 * popularity's order from this index, as far as the page needs, and ranks only those and the few the
 * indexes say could outrank them; a name's count of words (the exactness rule) is indexed for the same.
 */
export const BEST_MATCH_MIGRATION = `
create index products_popular on products ((${POPULARITY}) desc, sold desc, catalog_order) where is_active;
-- Whole (not partial), so the planner reads its statistics: it knows a name of one word is rare.
create index products_name_words on products (length(name_doc));
`;
