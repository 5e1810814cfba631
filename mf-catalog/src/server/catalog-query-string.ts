import type { CatalogQuery } from 'shared-contracts';
import { ALL_PRODUCTS, CATALOG_QUERY_KEYS, defaultSort } from 'shared-contracts/core';

/**
 * The query's parameters in their one order (CATALOG_QUERY_KEYS), defaults left out. Every client writes a
 * query this way, so one query is one URL: the CDN and the browser cache it once, and the shell's early
 * fetch of a route's data (`{?q,category,…}` in a manifest) names the same URL the listing then asks for.
 */
export function catalogQueryString(query: Partial<CatalogQuery>): string {
  const { q, category, minPrice, maxPrice, rating, sort, page } = { ...ALL_PRODUCTS, ...query };
  const values: Record<(typeof CATALOG_QUERY_KEYS)[number], string | null> = {
    q: q.trim() || null,
    category: category || null,
    minPrice: minPrice === null ? null : String(minPrice),
    maxPrice: maxPrice === null ? null : String(maxPrice),
    rating: rating === null ? null : String(rating),
    // Best match without a search is Featured: either way the default, left out.
    sort: sort === defaultSort(q) || (sort === 'relevance' && !q.trim()) ? null : sort,
    page: page > 1 ? String(page) : null,
  };
  const params = new URLSearchParams();
  for (const key of CATALOG_QUERY_KEYS) if (values[key] !== null) params.set(key, values[key]);
  const text = params.toString();
  return text ? `?${text}` : '';
}
