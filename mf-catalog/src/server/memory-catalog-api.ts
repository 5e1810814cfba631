import { productSlug, unitPrice, type CatalogFacets, type CatalogPage, type CatalogQuery, type Product } from 'shared-contracts';
import { CatalogQuerySchema, SuggestQuerySchema, catalogQueryInput, describeProblem, parsePayload } from 'shared-contracts/schemas';
import { CatalogError } from './catalog-error';
import { catalogQueryString } from './catalog-query-string';
import { countCategories } from './count-categories';
import { filterProducts, keptBy, NO_FILTERS, pageCount, pageOf, sortProducts, type ListingFilters } from '../shared/listing-rules';
import type { CatalogApi } from './catalog-api';
import { searchProducts, type SearchableProduct, type SearchFinding } from './memory-search/memory-search';
import { suggestionsFor } from './memory-search/memory-suggest';

/**
 * The catalog endpoint in memory, over a list of products in the catalog's order: the same answers as the
 * shop's server (a page of summaries, a page past the end answering the last, the facets, a refused query
 * as a 400 CatalogError), by the listing's and categories' own rules, a search by memory-search.ts and
 * the search box's suggestions by memory-suggest.ts.
 * For tests and the QA harness. `delayMs` makes every answer take that long (the harness shows the skeletons).
 */
export function createMemoryCatalogApi(products: readonly SearchableProduct[], { delayMs = 0 }: { delayMs?: number } = {}): CatalogApi {
  // The catalog's order of categories: where each first appears in the whole catalog, whatever a query keeps.
  const categoryOrder = [...new Set(products.map((p) => p.category))];
  const answer = <T>(work: () => T): Promise<T> =>
    delayMs > 0 ? new Promise((resolve, reject) => setTimeout(() => run(work, resolve, reject), delayMs)) : new Promise((resolve, reject) => run(work, resolve, reject));

  return {
    page: (asked) =>
      answer(() => {
        const query = asServerReads(asked);
        const filters = filtersOf(query);
        const search = query.q ? searchProducts(products, query.q, keptBy(filters)) : null;
        // A search narrows the catalog first; the other filters, the facets and the sort work on what it found.
        const found = search?.found ?? products;
        const matching = sortProducts(filterProducts(found, filters), query.sort, search?.bestMatch);
        const pages = pageCount(matching.length);
        const page = Math.min(query.page, pages);
        const shown = pageOf(matching, page);
        const answered: CatalogPage = {
          products: shown.map(summaryOf),
          total: matching.length,
          page,
          pages,
          facets: facetsOf(found, filters, categoryOrder),
        };
        return search ? { ...answered, search: outcomeOf(search, shown) } : answered;
      }),
    categories: () => answer(() => asSent(countCategories(products))),
    bySlug: (slug) => answer(() => asSent(products.find((p) => (p.slug || productSlug(p.name)) === slug) ?? null)),
    suggest: (q) => answer(() => asSent(suggestionsFor(products, suggestQuery(q)))),
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

/**
 * The query as the server reads it from its URL (Best match the default while searching, Featured
 * without a search), or a 400 CatalogError for one its schema refuses.
 */
function asServerReads(query: CatalogQuery): CatalogQuery {
  const input = catalogQueryInput(new URLSearchParams(catalogQueryString(query)));
  const parsed = parsePayload(CatalogQuerySchema, input);
  if (!parsed.ok) throw new CatalogError(describeProblem(parsed.problem), 400);
  return parsed.value;
}

/** The search box's words as the server reads them from `?q=`, trimmed, or a 400 CatalogError for more than it takes. */
function suggestQuery(q: string): string {
  const parsed = parsePayload(SuggestQuerySchema, { q: q.trim() });
  if (!parsed.ok) throw new CatalogError(describeProblem(parsed.problem), 400);
  return parsed.value.q;
}

/** The filters but the search, which searchProducts answers. */
const filtersOf = (query: CatalogQuery): ListingFilters => ({
  ...NO_FILTERS,
  category: query.category,
  minPrice: query.minPrice,
  maxPrice: query.maxPrice,
  minRating: query.rating,
});

/** How the search matched, and the marks of the names on the page (as the server gives them, by id). */
const outcomeOf = (search: SearchFinding, shown: readonly Product[]) => ({
  matched: search.matched,
  marks: Object.fromEntries(shown.map((p) => [p.id, search.marks(p)])),
});

/** What a card shows: no description, details or gallery (nor the product page's reviews, nor the index's tags). */
function summaryOf({ reviews: _, tags: _tags, ...product }: SearchableProduct): Product {
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
