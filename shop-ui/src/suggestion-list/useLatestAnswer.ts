import { useEffect, useState } from 'react';

/**
 * The answer of `ask` for `q` while `asking`: asked `delayMs` after `q` last changed. Only the answer for
 * `q` as it now reads is taken; a late one for older words is dropped. Until the new answer comes the last
 * one stays (no flicker between keystrokes). A failure gives null, and says nothing. null while not asking.
 * `ask` should keep its identity between renders (useCallback), or every render asks again.
 */
export function useLatestAnswer<T>(q: string, asking: boolean, ask: (q: string) => Promise<T>, delayMs: number): T | null {
  const [answer, setAnswer] = useState<T | null>(null);
  // Not asking: the last answer goes, so that it never shows under other words later.
  if (!asking && answer !== null) setAnswer(null);

  useEffect(() => {
    if (!asking) return;
    let live = true;
    const timer = setTimeout(() => {
      ask(q).then(
        (next) => live && setAnswer(next),
        () => live && setAnswer(null),
      );
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ask, q, asking, delayMs]);

  return asking ? answer : null;
}
