import { startTransition, useCallback, useEffect, useState } from 'react';
import type { CatalogApi } from './catalog-api';
import { useCatalogApi } from './catalog-api-context';

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: Error; retry: () => void };

/**
 * Runs a catalog request for the screen, again when `key` changes or the shopper retries. Only the
 * answer to the current key is ever shown: one that arrives after the key moved on is dropped.
 */
export function useCatalogRequest<T>(key: string, request: (api: CatalogApi) => Promise<T>): Loadable<T> {
  const api = useCatalogApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loadable<T> & { for?: string }>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = `${key}#${attempt}`;
  useEffect(() => {
    let live = true;
    request(api).then(
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
  }, [api, current, retry]);
  // A key that changed shows loading at once, not the previous answer for one frame.
  return state.status !== 'loading' && state.for !== current ? { status: 'loading' } : state;
}
