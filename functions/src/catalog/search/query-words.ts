/** At most this many words of a query are searched for: the rest of a pasted paragraph is ignored. */
export const QUERY_WORDS_MAX = 8;

/**
 * A query's words as the index spells its own: lower case, accents dropped (as `unaccent` does), split
 * at anything that is not a letter or a digit. 'Café T-Shirts' → ['cafe', 't', 'shirts'].
 */
export function queryWords(q: string): string[] {
  return q
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && word.length <= 40)
    .slice(0, QUERY_WORDS_MAX);
}

/** How many typos a word may hold and still match (Meilisearch's defaults): none under 5 letters, one from 5, two from 9. */
export const typosAllowed = (word: string): 0 | 1 | 2 => (/^\p{N}+$/u.test(word) ? 0 : word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);
