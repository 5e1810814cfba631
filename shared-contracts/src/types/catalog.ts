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
  /** How a search matched (issue 39); absent without one. */
  search?: SearchOutcome;
}

/** What a search found, beyond its products: whether they hold every word, a better spelling, the words to mark. */
export interface SearchOutcome {
  /** 'all': every product holds every word of the query; 'some': none held them all, so these hold the most. */
  matched: 'all' | 'some';
  /** Only when nothing matched: the query spelled as the shop's products spell it, which finds something. */
  didYouMean?: string;
  /** For each product of the page, by id: the [start, end) ranges of its name that matched, to mark. */
  marks: Record<string, [number, number][]>;
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

/** `GET /suggest?q=`: what the search box offers as the shopper types (issue 39), best match first. */
export interface CatalogSuggestions {
  /** At most 5. */
  products: ProductSuggestion[];
  /** At most 3: the categories whose name holds the words typed, the largest first. */
  categories: CategorySuggestion[];
}

export interface ProductSuggestion {
  slug: string;
  name: string;
  /** The card's picture, or '' for none. */
  image: string;
  /** Naira, as the card shows them. */
  price: number;
  discountPrice?: number;
  /** The [start, end) ranges of the name that matched, to mark. */
  marks: [number, number][];
}

export interface CategorySuggestion {
  /** The category's name as the index holds it (a slug such as 'home-decoration'). */
  name: string;
  count: number;
  /** The [start, end) ranges of the name that matched. */
  marks: [number, number][];
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

