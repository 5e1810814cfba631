import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogApi, Carried } from './catalog-api';
import { useCatalogApi } from './catalog-api-context';

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: Error; retry: () => void };

/**
 * Runs a catalog request for the screen, again when `key` changes or the shopper retries. Only the
 * answer to the current key is ever shown: one that arrives after the key moved on is dropped.
 *
 * `carried` is the same answer as the page's HTML brought it (a first view rendered on the server): the
 * first render shows it, so hydration finds the server's markup, and nothing is asked. When it is stale
 * (the page came from a cache) it is asked for again and replaced in place; a failure then keeps it.
 */
export function useCatalogRequest<T>(key: string, request: (api: CatalogApi) => Promise<T>, carried?: (api: CatalogApi) => Carried<T> | undefined): Loadable<T> {
  const api = useCatalogApi();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = `${key}#${attempt}`;
  const [first] = useState(() => {
    const answer = carried?.(api);
    return answer && { ...answer, for: current };
  });
  const [state, setState] = useState<Loadable<T> & { for?: string }>(() => (first ? { status: 'ready', value: first.value, for: current } : { status: 'loading' }));
  // The carried answer stands for the first request only: the same key asked again later goes to the network.
  const firstUsed = useRef(false);
  useEffect(() => {
    const keep = !firstUsed.current && first?.for === current;
    firstUsed.current = true;
    if (keep && !first.stale) return;
    let live = true;
    request(api).then(
      // A transition renders a page of products in slices that yield to the browser, not one long task.
      (value) => live && startTransition(() => setState({ status: 'ready', value, for: current })),
      (error: unknown) =>
        live && !keep && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)), retry, for: current }),
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
