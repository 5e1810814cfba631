import { useEffect, useRef } from 'react';

/**
 * Keeps a keyboard user's place after a step: the button they pressed gives way to the next step's,
 * so once the status has moved on, focus goes to the entry the step was taken on (its `li` or
 * `article`, focusable by script). `taking(el)` notes where, as the step starts.
 */
export function useFocusAfterStep(status: string) {
  const entry = useRef<HTMLElement | null>(null);
  const from = useRef<string | null>(null);
  useEffect(() => {
    if (from.current === null || from.current === status) return;
    from.current = null;
    entry.current?.focus();
  }, [status]);
  return (el: Element | null) => {
    entry.current = el?.closest<HTMLElement>('li, article') ?? null;
    from.current = status;
  };
}
