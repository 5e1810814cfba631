import type { Pool } from 'pg';
import { SEARCH_INDEXES } from './search/best-match-migration';
import { FACETS_INDEX } from './search/search-facets-migration';

/**
 * What the index derives in batches, brought up to date after each import: Best match's sales (a
 * sale's own update touches no index), the search indexes' pending entries merged (every search reads
 * them), and the planner's figures for the rows written (the listing's plans depend on them).
 */
export async function refreshDerived(pool: Pool): Promise<void> {
  await pool.query('update products set ranked_sold = sold where ranked_sold <> sold');
  await pool.query(`select gin_clean_pending_list(i::regclass) from unnest($1::text[]) as i`, [[...SEARCH_INDEXES, FACETS_INDEX]]);
  await pool.query('analyze products, search_facets');
}
