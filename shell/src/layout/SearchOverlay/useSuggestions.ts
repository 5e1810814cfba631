import { useEffect, useState } from 'react';
import { SUGGEST, usePlatform, type CatalogSuggestions } from 'shared-contracts';
import { fetchSuggestions } from './suggest-client';

/**
 * The catalog's suggestions for the overlay's text while `wanted` (the shopper is typing, the list not
 * closed): asked SUGGEST.debounceMs after the last keystroke, from SUGGEST.minChars characters, through
 * the shell's fetch. Only the answer for the text as it now reads is taken; a late one for older words is
 * dropped. Until the new answer comes the last one stays. No catalog endpoint, or a failure: nothing, and
 * nothing said (Enter still searches). null: nothing to show.
 */
export function useSuggestions(text: string, wanted: boolean): CatalogSuggestions | null {
  const { config, fetch: fetchImpl } = usePlatform();
  const { catalogApiUrl } = config;
  const q = text.trim();
  const asking = wanted && Boolean(catalogApiUrl) && q.length >= SUGGEST.minChars;
  const [answer, setAnswer] = useState<CatalogSuggestions | null>(null);
  // Closed, or too short: the last answer goes, so that it never shows under other words later.
  if (!asking && answer !== null) setAnswer(null);

  useEffect(() => {
    if (!asking) return;
    let live = true;
    const timer = setTimeout(() => {
      fetchSuggestions(catalogApiUrl, q, fetchImpl).then(
        (suggestions) => live && setAnswer(suggestions),
        () => live && setAnswer(null),
      );
    }, SUGGEST.debounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [catalogApiUrl, fetchImpl, q, asking]);

  return asking ? answer : null;
}
