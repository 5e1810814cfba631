import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LISTING_FILTER_DELAY_MS, type Product } from 'shared-contracts';
import { filterProducts, pageCount, pageOf, priceCeiling, sortProducts } from './listing-rules';
import { useAllProducts } from '../catalog/useCatalog';
import {
  changeListing,
  filterKey,
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
      /** SPEC §4: a change shows skeletons for 500 ms before the new results. */
      filtering: boolean;
      products: Product[];
      results: Product[];
      pageItems: Product[];
      page: number;
      pages: number;
      categories: string[];
      priceMax: number;
    };

/** The listing's state machine over the URL: loading, then ready; every change filters after 500 ms. */
export function useListing(): { state: ListingState; view: ListingView; change: (c: ListingChange) => void; goToPage: (p: number) => void } {
  const [params, setParams] = useSearchParams();
  const state = readListing(params);
  const key = filterKey(state);
  const all = useAllProducts();
  // The first results show as soon as the products arrive; later changes wait the spec's delay.
  const [applied, setApplied] = useState<ListingState>(state);
  const appliedKey = filterKey(applied);

  useEffect(() => {
    if (key === appliedKey) return;
    const timer = setTimeout(() => setApplied(readListing(params)), LISTING_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
    // The key names everything that re-filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, appliedKey]);

  const products = all.status === 'ready' ? all.value : null;
  const results = useMemo(
    () => (products ? sortProducts(filterProducts(products, applied.filters), applied.sort) : []),
    [products, applied],
  );
  const meta = useMemo(
    () => (products ? { categories: [...new Set(products.map((p) => p.category))], priceMax: priceCeiling(products) } : null),
    [products],
  );

  const change = (c: ListingChange) => setParams(changeListing(params, c), { replace: 'maxPrice' in c });
  const goToPage = (page: number) => setParams(withPage(params, page));

  let view: ListingView;
  if (all.status === 'loading') view = { status: 'loading' };
  else if (all.status === 'error') view = { status: 'error', retry: all.retry };
  else {
    const pages = pageCount(results.length);
    const page = Math.min(state.page, pages);
    view = {
      status: 'ready',
      filtering: key !== appliedKey,
      products: all.value,
      results,
      pageItems: pageOf(results, page),
      page,
      pages,
      categories: meta!.categories,
      priceMax: meta!.priceMax,
    };
  }
  return { state, view, change, goToPage };
}
