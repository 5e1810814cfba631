// What the catalog-scale section asks the catalog endpoint: the queries a shop's visitors make most
// (first page, a category, a search, page 2, a price band, each other sort), the same at every size so
// their times compare, and only ever of this machine.
import { SORT_OPTIONS } from '../../shared-contracts/src/constants';

/** A query of the listing, as a path and query under `{catalogApiUrl}`. */
export interface CatalogQueryPath {
  name: string;
  path: string;
}

/** A price band a shopper might set, in whole naira (a shoe or a phone case, not groceries or a car). */
export const PRICE_BAND = { minPrice: 5_000, maxPrice: 50_000 };

/** The visitors' mix: each query once, in this order (a run cycles through it). */
export function queryMix({ category, word }: { category: string; word: string }): CatalogQueryPath[] {
  const query = (params: Record<string, string | number>) => `/products?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
  return [
    { name: 'first page', path: '/products' },
    { name: 'a category', path: query({ category }) },
    { name: `search "${word}"`, path: query({ q: word }) },
    { name: 'page 2', path: query({ page: 2 }) },
    { name: 'price band', path: query(PRICE_BAND) },
    ...SORT_OPTIONS.filter((o) => o.value !== 'featured').map((o) => ({ name: `sort ${o.value}`, path: query({ sort: o.value }) })),
  ];
}

/**
 * A word a shopper would search for that finds a full page at the small size (and so at any larger one,
 * which uses the same vocabulary): the word of at least four letters in the most product titles,
 * alphabetically first among equals.
 */
export function searchWord(titles: readonly string[], letters = 4): string {
  const counts = new Map<string, number>();
  const pattern = new RegExp(`\\p{L}{${letters},}`, 'gu');
  for (const title of titles) {
    for (const word of new Set(title.toLowerCase().match(pattern) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!best) throw new Error(`No product title has a word of ${letters === 4 ? 'four' : letters} letters or more to search for`);
  return best[0];
}

/**
 * The searches the bench times one by one (issue 39), of a word of five letters or more: the word, the word
 * with a typo (its second and third letters swapped: one typo, forgiven from five letters), its first three
 * letters (the last word as a prefix), and the search box's suggestions for those three letters.
 */
export function searchKinds(word: string): CatalogQueryPath[] {
  const typo = word[0]! + word[2]! + word[1]! + word.slice(3);
  const start = word.slice(0, 3);
  const q = (text: string) => new URLSearchParams({ q: text }).toString();
  return [
    { name: 'plain', path: `/products?${q(word)}` },
    { name: 'typo', path: `/products?${q(typo)}` },
    { name: 'prefix', path: `/products?${q(start)}` },
    { name: 'suggestion', path: `/suggest?${q(start)}` },
  ];
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** `url` without a trailing slash, refused unless it is on this machine: the section never asks anything else. */
export function loopbackBase(url: string): string {
  const { hostname, protocol } = new URL(url);
  if (!LOOPBACK.has(hostname) || protocol !== 'http:') throw new Error(`The catalog-scale bench asks only this machine, not ${url}`);
  return url.replace(/\/+$/, '');
}
