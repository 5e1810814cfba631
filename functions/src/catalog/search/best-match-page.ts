import { POPULARITY_ORDER } from './best-match-migration';
import type { SearchSql } from './search-sql';

/** How many matches Best match reads in popularity's order per row up to the page's end. */
const WALKED = 3;

/**
 * The ids of Best match's page of a one-word search, ranking a few dozen products however many match,
 * as Meilisearch's bucket sort does with its indexes. The matches (under `filters`, a condition whose
 * values it adds when called) are read in popularity's order (its index) until WALKED times the rows up
 * to the page's end, and ranked; call `kth` the last row the page's end needs among them. A match not read
 * comes after every one read in popularity, so it can only come before `kth` by a better rank of its
 * words, and the indexes find those (search-sql.ts `outranks`): the page is the best of the ones read and
 * those. Exact, as ranking every match would be (best-match.test.ts).
 */
export function bestMatchIds(search: SearchSql, outranks: (row: string) => string, filters: () => string, limit: string, offset: string): string {
  const end = `(${offset} + ${limit})`;
  const ranked = (from: string) => `select ${['id', 'catalog_order', ...search.ranks()].join(', ')} from ${from}`;
  return `with read as materialized (${ranked(`unnest(array(
        select id from products where is_active and ${search.match} and ${filters()} order by ${POPULARITY_ORDER} limit ${end} * ${WALKED}
      )) as r(id) join products using (id)`)}),
      kth as materialized (select * from read order by ${search.order} offset ${end} - 1 limit 1),
      -- Each index condition of outranking a word's rank implies the match: the match itself is not asked again.
      better as (${ranked(`products where is_active and ${filters()} and id <> all(array(select id from read)) and (${outranks('kth')})`)})
    select id from (select * from read union all select * from better) c order by ${search.order} limit ${limit} offset ${offset}`;
}
