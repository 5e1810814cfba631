import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * When the focused row leaves the list (removed, cleared, or read while the Unread tab shows),
 * focus the row now at its place, else the one before, else the panel: never the page's top.
 * `listKey` changes whenever the shown rows change.
 */
export function useKeepFocus(listKey: string, list: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>) {
  const lastIndex = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (lastIndex.current === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const rows = list.current?.querySelectorAll<HTMLElement>(':scope > li > [data-open]') ?? [];
    const next = rows[Math.min(lastIndex.current, rows.length - 1)];
    (next ?? fallback.current)?.focus();
    if (!next) lastIndex.current = null;
  }, [listKey, list, fallback]);

  return {
    onFocus(event: FocusEvent<HTMLElement>) {
      const row = (event.target as HTMLElement).closest('li');
      lastIndex.current = row?.parentElement ? Array.prototype.indexOf.call(row.parentElement.children, row) : null;
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      // Focus went elsewhere on purpose: a later change to the list must not pull it back.
      if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) lastIndex.current = null;
    },
  };
}
