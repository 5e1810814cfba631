import { useCallback } from 'react';
import { SUGGEST, type CatalogSuggestions } from 'shared-contracts';
import { useLatestAnswer } from 'shop-ui/suggestion-list';
import { useCatalogApi } from '../../server/catalog-api-context';

/**
 * The catalog's suggestions for the search box's text while `wanted` (the shopper is typing, the list
 * not closed): asked SUGGEST.debounceMs after the last keystroke, from SUGGEST.minChars characters; only
 * the answer for the text as it now reads is taken. A failure gives nothing, and says nothing: the box
 * still searches on Enter. null: nothing to show.
 */
export function useSuggestions(text: string, wanted: boolean): CatalogSuggestions | null {
  const api = useCatalogApi();
  const q = text.trim();
  const ask = useCallback((words: string) => api.suggest(words), [api]);
  return useLatestAnswer(q, wanted && q.length >= SUGGEST.minChars, ask, SUGGEST.debounceMs);
}
