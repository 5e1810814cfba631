import { startTransition, useCallback, useEffect, useState } from 'react';
import { usePlatform, type Product } from 'shared-contracts';
import { catalogFor, type CachedCatalog } from './catalog-for';

export function useCatalog(): CachedCatalog {
  const { config, listedItems, accounts, fetch: shellFetch } = usePlatform();
  const reviewTotals = accounts?.reviewTotals?.bind(accounts);
  const productReviews = accounts?.listProductReviews?.bind(accounts);
  return catalogFor(config.catalogUrl, { listedItems, reviewTotals, productReviews }, shellFetch);
}

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: Error; retry: () => void };

/** Runs a catalog request for the screen and again when `key` changes or the shopper retries. */
export function useCatalogRequest<T>(key: string, request: (catalog: CachedCatalog) => Promise<T>): Loadable<T> {
  const catalog = useCatalog();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loadable<T> & { for?: string }>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = `${key}#${attempt}`;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    request(catalog).then(
      // A transition renders a page of products in slices that yield to the browser, not one long task.
      (value) => live && startTransition(() => setState({ status: 'ready', value, for: current })),
      (error: unknown) =>
        live && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)), retry, for: current }),
    );
    return () => {
      live = false;
    };
    // `request` is the screen's inline function; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [catalog, current, retry]);
  // A key that changed shows loading at once, not the previous product for one frame.
  return state.status !== 'loading' && state.for !== current ? { status: 'loading' } : state;
}

export const useAllProducts = (): Loadable<Product[]> => useCatalogRequest('all', (catalog) => catalog.allProducts());
