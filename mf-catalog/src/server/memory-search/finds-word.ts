import type { QueryWord } from './search-words';

/**
 * A word without a simple English plural ending, so that a plural finds its singular and back:
 * 'watches' → 'watch', 'strawberries' → 'strawberry', 'earrings' → 'earring' ('glass' stays).
 */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Whether a query's word finds a product's word: the same word, its plural or singular, or (the last word) its start. */
export const findsWord = ({ word, prefix }: QueryWord, found: string): boolean =>
  found === word || singular(found) === singular(word) || (prefix && found.startsWith(word));
