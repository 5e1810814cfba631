import { useCallback } from 'react';
import { SUGGEST, usePlatform, type CatalogSuggestions } from 'shared-contracts';
import { useLatestAnswer } from 'shop-ui/suggestion-list';
import { fetchSuggestions } from './suggest-client';

/**
 * The catalog's suggestions for the overlay's text while `wanted` (the shopper is typing, the list not
 * closed): asked SUGGEST.debounceMs after the last keystroke, from SUGGEST.minChars characters, through
 * the shell's fetch; only the answer for the text as it now reads is taken. No catalog endpoint, or a
 * failure: nothing, and nothing said (Enter still searches). null: nothing to show.
 */
export function useSuggestions(text: string, wanted: boolean): CatalogSuggestions | null {
  const { config, fetch: fetchImpl } = usePlatform();
  const { catalogApiUrl } = config;
  const q = text.trim();
  const ask = useCallback((words: string) => fetchSuggestions(catalogApiUrl, words, fetchImpl), [catalogApiUrl, fetchImpl]);
  return useLatestAnswer(q, wanted && Boolean(catalogApiUrl) && q.length >= SUGGEST.minChars, ask, SUGGEST.debounceMs);
}
