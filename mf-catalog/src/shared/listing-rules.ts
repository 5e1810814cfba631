import { type Product, type SortValue, unitPrice } from 'shared-contracts';
import { LISTING_PAGE_SIZE } from 'shared-contracts/core';
import { LISTING_MAX_PAGE_NUMBERS } from './listing-constants';

/** What the shop listing narrows the catalog by (SPEC §4 Shop listing, §5 search). */
export interface ListingFilters {
  query: string;
  /** A category slug, or null for All. */
  category: string | null;
  /** Inclusive bounds on the price a shopper pays; null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Keep products rated at or above this; null for any. */
  minRating: number | null;
}

export const NO_FILTERS: ListingFilters = { query: '', category: null, minPrice: null, maxPrice: null, minRating: null };

// Lowercased once per product object: searching 10,000 products stays inside a frame.
const haystacks = new WeakMap<Product, string>();
function haystack(p: Product): string {
  let text = haystacks.get(p);
  if (text === undefined) {
    text = [p.name, p.category, String(p.price), p.discountPrice == null ? '' : String(p.discountPrice)]
      .join('\n')
      .toLowerCase();
    haystacks.set(p, text);
  }
  return text;
}

/** SPEC §5: case-insensitive match against name, category, price text and discount price text. */
export function matchesSearch(product: Product, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || haystack(product).includes(q);
}

/** Whether a product passes the filters: the other filters, then the search (SPEC §5). */
export function keptBy(filters: ListingFilters): (product: Product) => boolean {
  const q = filters.query.trim().toLowerCase();
  const { category, minPrice, maxPrice, minRating } = filters;
  return (p) => {
    if (category && p.category !== category) return false;
    const price = unitPrice(p);
    if (minPrice != null && price < minPrice) return false;
    if (maxPrice != null && price > maxPrice) return false;
    if (minRating != null && p.rating < minRating) return false;
    return q === '' || haystack(p).includes(q);
  };
}

export function filterProducts(products: readonly Product[], filters: ListingFilters): Product[] {
  return products.filter(keptBy(filters));
}

const numericId = (p: Product) => {
  const n = Number(p.id);
  return Number.isFinite(n) ? n : -1;
};

/** Each sort as a number to order by, ascending; computed once per product, not per comparison. */
const SORT_KEY: Record<Exclude<SortValue, 'featured' | 'relevance'>, (p: Product) => number> = {
  'price-low': (p) => unitPrice(p),
  'price-high': (p) => -unitPrice(p),
  rating: (p) => -p.rating,
  // The catalog numbers products as they are added, so the highest id is the newest.
  newest: (p) => -numericId(p),
};

/**
 * A sorted copy; ties keep the catalog's order. Featured puts featured products first; Best match
 * orders by how well each product matched the search (`bestMatch`, higher first), which only the
 * search knows (none given: every product matched alike, so the catalog's order).
 */
export function sortProducts(products: readonly Product[], sort: SortValue, bestMatch: (p: Product) => number = () => 0): Product[] {
  if (sort === 'featured') return [...products.filter((p) => p.isFeatured), ...products.filter((p) => !p.isFeatured)];
  const key = sort === 'relevance' ? (p: Product) => -bestMatch(p) : SORT_KEY[sort];
  return products
    .map((product, index) => ({ product, index, key: key(product) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map((entry) => entry.product);
}

export function pageCount(total: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The products of a 1-based page, the page clamped into range. */
export function pageOf<T>(items: readonly T[], page: number, pageSize = LISTING_PAGE_SIZE): T[] {
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount(items.length, pageSize));
  return items.slice((current - 1) * pageSize, current * pageSize);
}

export type PageItem = number | 'ellipsis';

/**
 * SPEC §9: at most five page numbers, first and last always shown, gaps as ellipses:
 * 1 … 8 9 10 … 17.
 */
export function pageNumbers(current: number, total: number, max = LISTING_MAX_PAGE_NUMBERS): PageItem[] {
  if (total <= max) return Array.from({ length: total }, (_, i) => i + 1);
  const middle = max - 2;
  const start = Math.min(Math.max(2, current - Math.floor(middle / 2)), total - middle);
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis');
  for (let page = start; page < start + middle; page++) items.push(page);
  if (start + middle < total) items.push('ellipsis');
  items.push(total);
  return items;
}

/**
 * The price slider's top: the dearest price (the catalog endpoint's price facet) rounded up to a round
 * step, so the default range never hides a product (the spec's 1000 suits only a catalog priced under it).
 */
export function priceCeiling(top: number, floor = 1000): number {
  if (top <= floor) return floor;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(top)) - 1);
  return Math.ceil(top / step) * step;
}

/** The category's label is the contracts' (the shell's search overlay writes it too). */
export { categoryLabel } from 'shared-contracts';
