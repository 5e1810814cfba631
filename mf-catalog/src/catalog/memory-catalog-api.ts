import { productSlug, unitPrice, type CatalogFacets, type CatalogQuery, type Product } from 'shared-contracts';
import { CatalogQuerySchema, catalogQueryInput, describeProblem, parsePayload } from 'shared-contracts/schemas';
import { CatalogError } from './catalog-error';
import { catalogQueryString } from './catalog-query-string';
import { summarizeCategories } from '../categories/category-rules';
import { filterProducts, NO_FILTERS, pageCount, pageOf, sortProducts, type ListingFilters } from '../shared/listing-rules';
import type { CatalogApi } from './catalog-api';

/**
 * The catalog endpoint in memory, over a list of products in the catalog's order: the same answers as the
 * shop's server (a page of summaries, a page past the end answering the last, the facets, a refused query
 * as a 400 CatalogError), by the listing's and categories' own rules. For tests and the QA harness.
 * `delayMs` makes every answer take that long (the harness shows the skeletons).
 */
export function createMemoryCatalogApi(products: readonly Product[], { delayMs = 0 }: { delayMs?: number } = {}): CatalogApi {
  // The catalog's order of categories: where each first appears in the whole catalog, whatever a query keeps.
  const categoryOrder = [...new Set(products.map((p) => p.category))];
  const answer = <T>(work: () => T): Promise<T> =>
    delayMs > 0 ? new Promise((resolve, reject) => setTimeout(() => run(work, resolve, reject), delayMs)) : new Promise((resolve, reject) => run(work, resolve, reject));

  return {
    page: (query) =>
      answer(() => {
        const refusal = refused(query);
        if (refusal) throw new CatalogError(refusal, 400);
        const filters = filtersOf(query);
        const matching = sortProducts(filterProducts(products, filters), query.sort);
        const pages = pageCount(matching.length);
        const page = Math.min(query.page, pages);
        return {
          products: pageOf(matching, page).map(summaryOf),
          total: matching.length,
          page,
          pages,
          facets: facetsOf(products, filters, categoryOrder),
        };
      }),
    categories: () => answer(() => asSent(summarizeCategories(products).map(({ description: _, ...category }) => category))),
    bySlug: (slug) => answer(() => asSent(products.find((p) => (p.slug || productSlug(p.name)) === slug) ?? null)),
  };
}

/** A copy as the wire would carry it: the caller never shares an object with the double. */
const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function run<T>(work: () => T, resolve: (value: T) => void, reject: (error: unknown) => void) {
  try {
    resolve(work());
  } catch (error) {
    reject(error);
  }
}

/** What the server's schema says of this query's URL, or null when it takes it. */
function refused(query: CatalogQuery): string | null {
  const input = catalogQueryInput(new URLSearchParams(catalogQueryString(query)));
  const parsed = parsePayload(CatalogQuerySchema, input);
  return parsed.ok ? null : describeProblem(parsed.problem);
}

const filtersOf = (query: CatalogQuery): ListingFilters => ({
  ...NO_FILTERS,
  query: query.q,
  category: query.category,
  minPrice: query.minPrice,
  maxPrice: query.maxPrice,
  minRating: query.rating,
});

/** What a card shows: no description, details or gallery (nor the product page's reviews). */
function summaryOf({ reviews: _, ...product }: Product): Product {
  return asSent({ ...product, description: '', details: [], images: [] });
}

/** The categories under every filter but the category, in the catalog's order; the price range under every filter but the price. */
function facetsOf(products: readonly Product[], filters: ListingFilters, categoryOrder: readonly string[]): CatalogFacets {
  const counts = new Map<string, number>();
  for (const p of filterProducts(products, { ...filters, category: null })) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const prices = filterProducts(products, { ...filters, minPrice: null, maxPrice: null }).map(unitPrice);
  const min = prices.reduce((low, p) => Math.min(low, p), Infinity);
  const max = prices.reduce((high, p) => Math.max(high, p), 0);
  return {
    categories: categoryOrder.filter((name) => counts.has(name)).map((name) => ({ name, count: counts.get(name)! })),
    price: prices.length ? { min: Math.floor(min), max: Math.ceil(max) } : { min: 0, max: 0 },
  };
}
