import type { Pool } from 'pg';
import { ALL_PRODUCTS, BEST_MATCH_SORT } from 'shared-contracts/core';
import { queryListing } from '../../query-listing';
import type { QueryKind, RelevanceQuery } from './relevance-queries';

export interface RelevanceMiss {
  q: string;
  kind: QueryKind;
  /** The first page's names, as the shopper saw them. */
  shown: string[];
  found: boolean;
  first: boolean;
}

export interface RelevanceScore {
  queries: number;
  /** Share of queries with a relevant product on the first page (for 'none': nothing found). */
  found: number;
  /** Share of queries whose first product is relevant (for 'none': nothing found). */
  first: number;
  byKind: Record<string, { queries: number; found: number; first: number }>;
  misses: RelevanceMiss[];
}

/** Searches each query as a shopper does (Best match, the first page) and scores what it shows against the judged titles. */
export async function scoreRelevance(pool: Pool, queries: readonly RelevanceQuery[]): Promise<RelevanceScore> {
  const byKind: RelevanceScore['byKind'] = {};
  const misses: RelevanceMiss[] = [];
  let found = 0;
  let first = 0;
  for (const query of queries) {
    const page = await queryListing(pool, { ...ALL_PRODUCTS, q: query.q, sort: BEST_MATCH_SORT.value });
    const shown = page.products.map((p) => p.name);
    const relevant = new Set(query.relevant);
    const isFound = query.kind === 'none' ? page.total === 0 : shown.some((name) => relevant.has(name));
    const isFirst = query.kind === 'none' ? page.total === 0 : relevant.has(shown[0] ?? '');
    const kind = (byKind[query.kind] ??= { queries: 0, found: 0, first: 0 });
    kind.queries += 1;
    kind.found += Number(isFound);
    kind.first += Number(isFirst);
    found += Number(isFound);
    first += Number(isFirst);
    if (!isFound || !isFirst) misses.push({ q: query.q, kind: query.kind, shown: shown.slice(0, 5), found: isFound, first: isFirst });
  }
  return { queries: queries.length, found: found / queries.length, first: first / queries.length, byKind, misses };
}
