import { RATING_OPTIONS, type SortValue } from '../constants';

/**
 * What a shopper asks the catalog endpoint for (`GET {catalogApiUrl}/products?…`): SPEC §4's search and
 * filters, a sort and a page. The listing page's URL uses the same names, so a shared link is the query.
 */
export interface CatalogQuery {
  /** SPEC §5: case-insensitive, on the name, the category, the price text and the discount price text. */
  q: string;
  /** A category's name as the index holds it (a slug such as 'home-decoration'); null for all. */
  category: string | null;
  /** Inclusive bounds on the price a shopper pays, whole naira; null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Rated at or above; null for any. */
  rating: (typeof RATING_OPTIONS)[number] | null;
  sort: SortValue;
  /** 1-based. */
  page: number;
}

export const ALL_PRODUCTS: CatalogQuery = { q: '', category: null, minPrice: null, maxPrice: null, rating: null, sort: 'featured', page: 1 };

/**
 * The query's parameters in their one order, defaults left out. Every client writes a query this way,
 * so one query is one URL: the CDN and the browser cache it once, and the shell's early fetch of a
 * route's data (`{?q,category,…}` in a manifest) names the same URL the listing then asks for.
 */
export const CATALOG_QUERY_KEYS = ['q', 'category', 'minPrice', 'maxPrice', 'rating', 'sort', 'page'] as const;

