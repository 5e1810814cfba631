import { useEffect, useRef } from 'react';

/**
 * Keeps a keyboard user's place after a step: the button they pressed gives way to the next step's,
 * so once the status has moved on, focus goes to the entry the step was taken on (its `li` or
 * `article`, focusable by script). When the step takes the entry off the list (a confirmed order
 * leaves Arrived Orders), focus goes to the screen's title instead of falling to the page's body.
 * `taking(el)` notes where, as the step starts.
 */
export function useFocusAfterStep(status: string) {
  const entry = useRef<HTMLElement | null>(null);
  const title = useRef<HTMLElement | null>(null);
  const from = useRef<string | null>(null);
  useEffect(() => {
    if (from.current === null || from.current === status) return;
    from.current = null;
    entry.current?.focus();
  }, [status]);
  useEffect(
    () => () => {
      if (from.current === null || !title.current) return;
      title.current.tabIndex = -1;
      title.current.focus();
    },
    [],
  );
  return (el: Element | null) => {
    entry.current = el?.closest<HTMLElement>('li, article') ?? null;
    title.current = (el?.closest('main') ?? el?.ownerDocument)?.querySelector<HTMLElement>('h1') ?? null;
    from.current = status;
  };
}
