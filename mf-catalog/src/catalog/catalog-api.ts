import type { CatalogCategory, CatalogPage, CatalogQuery, Product } from 'shared-contracts';

/**
 * What the catalog's screens ask the shop's catalog endpoint: one page of a query, the categories'
 * summaries, one whole product. The HTTP client (http-catalog-api.ts) and the in-memory double
 * (memory-catalog-api.ts) answer alike. Failures reject with CatalogError; a missing product is null.
 */
export interface CatalogApi {
  page(query: CatalogQuery): Promise<CatalogPage>;
  categories(): Promise<CatalogCategory[]>;
  bySlug(slug: string): Promise<Product | null>;
}
