import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'error' }
  /** No way to load at all (no shopper signed in). */
  | { state: 'unavailable' };

/**
 * What an account screen reads from the shop's server: loading, then the value or an error that
 * `retry` tries again. `refresh` loads again keeping the value on screen meanwhile (after a change
 * the screen made itself). An answer that arrives after the inputs changed is dropped.
 */
export function useLoaded<T>(load: (() => Promise<T>) | null): Loaded<T> & { retry(): void; refresh(): void } {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>(load ? { state: 'loading' } : { state: 'unavailable' });
  const quietly = useRef(false);

  useEffect(() => {
    if (!load) return setLoaded({ state: 'unavailable' });
    let current = true;
    if (!quietly.current) setLoaded({ state: 'loading' });
    quietly.current = false;
    load().then(
      (value) => current && setLoaded({ state: 'ready', value }),
      () => current && setLoaded({ state: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    quietly.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return { ...loaded, retry, refresh };
}
