import { TEXT_LIMITS, type CatalogQuery, type SortValue } from 'shared-contracts';
import { defaultSort, LISTING_LIMITS, RATING_OPTIONS, SORT_OPTIONS } from 'shared-contracts/core';
import { NO_FILTERS, type ListingFilters } from '../shared/listing-rules';

/** What a listing URL says: `/products?q=lamp&category=furniture&maxPrice=500&rating=4&sort=price-low&page=2`. */
export interface ListingState {
  filters: ListingFilters;
  sort: SortValue;
  page: number;
}

/**
 * The deepest page the catalog endpoint answers (shared-contracts/schemas' CATALOG_PAGE_MAX, which this
 * screen does not import: that module brings the endpoint's schema, and valibot, with it).
 */
export const PAGE_MAX = 10_000;

const SORTS = new Set<string>(SORT_OPTIONS.map((o) => o.value));
const RATINGS = new Set<number>(RATING_OPTIONS);

const positive = (text: string | null) => {
  const n = Number(text);
  return text !== null && text !== '' && Number.isFinite(n) && n >= 0 ? n : null;
};

/** A price bound as the catalog endpoint takes it: whole naira, within what any listing may cost. */
const priceBound = (text: string | null) => {
  const n = positive(text);
  return n === null ? null : Math.min(Math.floor(n), LISTING_LIMITS.priceMax);
};

/** The search a listing URL holds, within what the catalog endpoint takes. */
const queryOf = (params: URLSearchParams) => (params.get('q')?.trim() ?? '').slice(0, TEXT_LIMITS.search).trim();

/**
 * The sort a URL asks for under its search: none (or one unknown) is the default for the search, Best
 * match while searching, else Featured; Best match without a search is Featured.
 */
function sortOf(asked: string | null, query: string): SortValue {
  return asked !== null && SORTS.has(asked) ? (asked as SortValue) : defaultSort(query);
}

/**
 * Reads the listing from the URL; anything unreadable falls back to its default, never an error, and
 * anything the catalog endpoint would refuse is brought within its limits (a shared link never fails).
 */
export function readListing(params: URLSearchParams): ListingState {
  const rating = positive(params.get('rating'));
  const query = queryOf(params);
  return {
    filters: {
      ...NO_FILTERS,
      query,
      category: params.get('category')?.trim().slice(0, TEXT_LIMITS.name) || null,
      minPrice: priceBound(params.get('minPrice')),
      maxPrice: priceBound(params.get('maxPrice')),
      minRating: rating !== null && RATINGS.has(rating) ? rating : null,
    },
    sort: sortOf(params.get('sort'), query),
    page: Math.min(PAGE_MAX, Math.max(1, Math.floor(positive(params.get('page')) ?? 1))),
  };
}

/** The catalog endpoint's query for this listing (one URL per query: catalogQueryString). */
export function listingQuery({ filters, sort, page }: ListingState): CatalogQuery {
  return {
    q: filters.query,
    category: filters.category,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    rating: filters.minRating as CatalogQuery['rating'],
    sort,
    page,
  };
}

export type ListingChange = Partial<{ query: string; category: string | null; maxPrice: number | null; minRating: number | null; sort: SortValue }>;

const KEYS = { query: 'q', category: 'category', maxPrice: 'maxPrice', minRating: 'rating', sort: 'sort' } as const;

/**
 * The URL after a filter or sort change: defaults leave the URL, and the page goes back to 1. The sort's
 * default follows the search the URL then has: Best match chosen while searching leaves no sort, and a
 * search cleared leaves no Featured (nor Best match) behind; any other sort the shopper chose stays.
 */
export function changeListing(params: URLSearchParams, change: ListingChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, value] of Object.entries(change) as [keyof ListingChange, unknown][]) {
    const key = KEYS[field];
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  // The sort as the URL now reads, under its search: the default leaves (a Best match param always does).
  const query = queryOf(next);
  if (sortOf(next.get('sort'), query) === defaultSort(query)) next.delete('sort');
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The part of the state that re-filters (the page does not). */
export const filterKey = ({ filters, sort }: ListingState) =>
  JSON.stringify([filters.query.toLowerCase(), filters.category, filters.minPrice, filters.maxPrice, filters.minRating, sort]);
