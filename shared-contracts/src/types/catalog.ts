import type { Product } from './product';

/**
 * The catalog endpoint's answers (the shop's server, `GET {catalogApiUrl}/…`): a public, cacheable read
 * of the one index that holds every product a shopper can find, the catalog's and every seller's.
 */

/** `GET /products?…`: one page of the listing, its total, and the filter bar's facets, in one answer. */
export interface CatalogPage {
  /** At most LISTING_PAGE_SIZE summaries: what a card shows (no description, details or gallery). */
  products: Product[];
  /** How many products match the search and every filter. */
  total: number;
  /** The page answered: the one asked for, or the last when it asked past the end (1 when none match). */
  page: number;
  pages: number;
  facets: CatalogFacets;
}

/**
 * What the filter bar offers, counted the way a shopper narrows: the categories under the search and
 * every filter but the category, the price range under every filter but the price.
 */
export interface CatalogFacets {
  /** In the catalog's order (where each category first appears), with how many products match. */
  categories: CategoryCount[];
  /** The cheapest and dearest price a shopper pays (whole naira); both 0 when nothing matches. */
  price: { min: number; max: number };
}

export interface CategoryCount {
  name: string;
  count: number;
}

/** `GET /categories`: each category's summary, counted by the index (SPEC §3 Category summary, without its products). */
export interface CatalogCategory {
  name: string;
  count: number;
  /** The first product's picture (the first of the category, in the catalog's order, that has one). */
  image: string;
  /** The mean price a shopper pays, whole naira. */
  averagePrice: number;
  /** The three most frequent brands, ties A to Z. */
  topBrands: string[];
}

