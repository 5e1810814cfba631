import * as v from 'valibot';
import { CATALOG_QUERY_KEYS, type CatalogQuery } from '../catalog/catalog-query';
import { BEST_MATCH_SORT, RATING_OPTIONS, SORT_OPTIONS, defaultSort } from '../constants';
import { noControlCharacters } from './control-characters';
import { choice, objectMessage, text } from './fields';
import { LISTING_LIMITS, TEXT_LIMITS } from './limits';

/** The deepest page anyone may ask for: past it, a query is a crawl, not a shopper. */
export const CATALOG_PAGE_MAX = 10_000;

/** A whole number written in a query string ('12', never '1e3' or '-0'). */
const numberText = (min: number, max: number) =>
  v.pipe(
    v.string('must be text'),
    v.regex(/^\d{1,12}$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

const RATINGS = RATING_OPTIONS.map(String) as `${(typeof RATING_OPTIONS)[number]}`[];

/**
 * The catalog endpoint's query, read from its URL's parameters (each once; an unknown one is refused,
 * so a cache key cannot be varied at will). Missing ones take ALL_PRODUCTS' defaults, but the sort's,
 * which is Best match while searching.
 */
export const CatalogQuerySchema = v.pipe(
  v.strictObject(
    {
      q: v.optional(text(TEXT_LIMITS.search), ''),
      category: v.optional(v.pipe(text(TEXT_LIMITS.name, 1)), undefined),
      minPrice: v.optional(numberText(0, LISTING_LIMITS.priceMax)),
      maxPrice: v.optional(numberText(0, LISTING_LIMITS.priceMax)),
      rating: v.optional(v.pipe(choice(RATINGS), v.transform((r) => Number(r) as CatalogQuery['rating']))),
      sort: v.optional(choice([...SORT_OPTIONS.map((o) => o.value), BEST_MATCH_SORT.value])),
      page: v.optional(numberText(1, CATALOG_PAGE_MAX), '1'),
    },
    objectMessage('must be a query'),
  ),
  v.transform(
    (raw): CatalogQuery => ({
      q: raw.q,
      category: raw.category ?? null,
      minPrice: raw.minPrice ?? null,
      maxPrice: raw.maxPrice ?? null,
      rating: raw.rating ?? null,
      // No sort chosen: Best match while searching, else Featured (Best match without a search is Featured).
      sort: raw.sort === undefined || (raw.sort === BEST_MATCH_SORT.value && !raw.q.trim()) ? defaultSort(raw.q) : raw.sort,
      page: raw.page,
    }),
  ),
);

/** The search box's suggestions' query (`GET /suggest?q=`): only the text typed so far. */
export const SuggestQuerySchema = v.strictObject({ q: v.optional(text(TEXT_LIMITS.search), '') }, objectMessage('must be a query'));

/** The slug of `/products/{slug}`, decoded: a product's name may hold nearly anything, but never a control character (PostgreSQL refuses NUL). */
export const ProductSlugSchema = v.pipe(v.string('must be text'), noControlCharacters());

/** A URL's parameters as the schema reads them; a parameter given twice is refused by name. */
export function catalogQueryInput(params: URLSearchParams): Record<string, string> | { repeated: string } {
  const input: Record<string, string> = {};
  for (const [key, value] of params) {
    if (Object.hasOwn(input, key)) return { repeated: key };
    input[key] = value;
  }
  return input;
}

export { CATALOG_QUERY_KEYS };
