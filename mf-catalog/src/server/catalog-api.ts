import type { CatalogCategory, CatalogPage, CatalogQuery, CatalogSuggestions, Product } from 'shared-contracts';

/**
 * What the catalog's screens ask the shop's catalog endpoint: one page of a query, the categories'
 * summaries, one whole product, the search box's suggestions. The HTTP client (http-catalog-api.ts) and the in-memory double
 * (memory-catalog-api.ts) answer alike. Failures reject with CatalogError; a missing product is null.
 */
export interface CatalogApi {
  page(query: CatalogQuery): Promise<CatalogPage>;
  categories(): Promise<CatalogCategory[]>;
  bySlug(slug: string): Promise<Product | null>;
  /** What the search box offers for the words typed so far (nothing under SUGGEST.minChars characters). */
  suggest(q: string): Promise<CatalogSuggestions>;
  /** The same answers as the page's HTML carried them (a first view rendered on the server), when it did. */
  carried?: {
    page(query: CatalogQuery): Carried<CatalogPage> | undefined;
    categories(): Carried<CatalogCategory[]> | undefined;
    bySlug(slug: string): Carried<Product | null> | undefined;
  };
}

/** An answer the page already had; `stale` when it is older than a fresh render, so it is asked for again. */
export interface Carried<T> {
  value: T;
  stale: boolean;
}
