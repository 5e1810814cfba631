import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the focus in a list the shopper changes by hand (a row added, an image removed): once `items`
 * change, focus goes to the nth element of the list matching `selector` (the last when fewer are left),
 * or to `fallback` when none is; never back to the page's start. Call what it returns, with that n,
 * before making the change.
 */
export function useFocusInList(list: RefObject<HTMLElement | null>, selector: string, fallback: RefObject<HTMLElement | null>, items: unknown) {
  const next = useRef<number | null>(null);
  useEffect(() => {
    const index = next.current;
    if (index === null) return;
    next.current = null;
    const found = list.current?.querySelectorAll<HTMLElement>(selector) ?? [];
    (found[Math.min(index, found.length - 1)] ?? fallback.current)?.focus();
    // Only a change of the items moves the focus; the refs and selector are fixed.
  }, [items]);
  return (index: number) => {
    next.current = index;
  };
}
