import { useEffect, useState } from 'react';
import { SUGGEST, type CatalogSuggestions } from 'shared-contracts';
import { useCatalogApi } from '../../server/catalog-api-context';

/**
 * The catalog's suggestions for the search box's text while `wanted` (the shopper is typing, the list
 * not closed): asked SUGGEST.debounceMs after the last keystroke, from SUGGEST.minChars characters.
 * Only the answer for the text as it now reads is ever taken: one for an older text, arriving late, is
 * dropped. Until the new answer comes the last one stays (no flicker between keystrokes). A failure
 * gives nothing, and says nothing: the box still searches on Enter. null: nothing to show.
 */
export function useSuggestions(text: string, wanted: boolean): CatalogSuggestions | null {
  const api = useCatalogApi();
  const q = text.trim();
  const asking = wanted && q.length >= SUGGEST.minChars;
  const [answer, setAnswer] = useState<CatalogSuggestions | null>(null);
  // Closed, or too short: the last answer goes, so that it never shows under other words later.
  if (!asking && answer !== null) setAnswer(null);

  useEffect(() => {
    if (!asking) return;
    let live = true;
    const timer = setTimeout(() => {
      api.suggest(q).then(
        (suggestions) => live && setAnswer(suggestions),
        () => live && setAnswer(null),
      );
    }, SUGGEST.debounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, q, asking]);

  return asking ? answer : null;
}
