import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CatalogPage } from 'shared-contracts';
import { catalogQueryString } from '../server/catalog-query-string';
import { LISTING_FILTER_DELAY_MS } from './product-list-constants';
import { useCatalogRequest } from '../server/useCatalogRequest';
import { categoryChoices } from './category-choices';
import { priceCeiling } from '../shared/listing-rules';
import {
  changeListing,
  filterKey,
  listingQuery,
  type ListingChange,
  type ListingState,
  readListing,
  withPage,
} from './listing-params';

export type ListingView =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      /** SPEC §4: a change shows skeletons for 500 ms, and until its page arrives. */
      filtering: boolean;
      /** The page shown (while filtering, the last one, whose facets the filter bar keeps). */
      page: CatalogPage;
      categories: string[];
      priceMax: number;
    };

/**
 * The listing's state machine over the URL: loading, then ready. The catalog endpoint answers one page
 * at a time: a change of search, filters or sort asks for its first page 500 ms after the last change
 * (a slider dragged, a choice changed again, cost one request); a page change asks at once.
 */
export function useListing(): { state: ListingState; view: ListingView; change: (c: ListingChange) => void; goToPage: (p: number) => void } {
  const [params, setParams] = useSearchParams();
  const state = readListing(params);
  const key = filterKey(state);
  // The first page is asked for at once; later filter changes wait the spec's delay.
  const [applied, setApplied] = useState<ListingState>(state);
  const appliedKey = filterKey(applied);
  const settled = key === appliedKey;

  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setApplied(readListing(params)), LISTING_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
    // The keys name everything that re-filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, appliedKey]);

  // Settled, the URL's own page; while a change waits, the page already asked for.
  const query = listingQuery(settled ? state : applied);
  const result = useCatalogRequest(catalogQueryString(query), (api) => api.page(query), (api) => api.carried?.page(query));
  const [last, setLast] = useState<CatalogPage | null>(null);
  useEffect(() => {
    if (result.status === 'ready') setLast(result.value);
  }, [result]);

  const change = (c: ListingChange) => setParams(changeListing(params, c), { replace: 'maxPrice' in c });
  const goToPage = (page: number) => setParams(withPage(params, page));

  const page = result.status === 'ready' ? result.value : last;
  let view: ListingView;
  if (settled && result.status === 'error') view = { status: 'error', retry: result.retry };
  else if (!page) view = { status: 'loading' };
  else {
    view = {
      status: 'ready',
      filtering: !settled || result.status !== 'ready',
      page,
      categories: categoryChoices(page.facets.categories, state.filters.category),
      priceMax: priceCeiling(page.facets.price.max),
    };
  }
  return { state, view, change, goToPage };
}
