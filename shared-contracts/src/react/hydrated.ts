import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in a page's server HTML and while the browser hydrates it, true once the page's code runs it (and on any
 * page drawn in the browser). A control whose work is code is disabled until then: a click on it before would be
 * lost, and a form's native submit would send what was typed to the page's URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
