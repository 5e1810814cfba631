import type { Product } from '../types/product';

export interface ProductPage {
  products: Product[];
  total: number;
  skip: number;
  limit: number;
}

/** The catalog could not answer (down, unreachable, or an error status other than "not found"). */
export class CatalogError extends Error {
  override name = 'CatalogError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * CatalogSource port: the local catalog service by default, DummyJSON in production.
 * Failures reject with CatalogError; a product that does not exist is null, not an error.
 */
export interface CatalogSource {
  /** DummyJSON's paging: 30 by default, `limit: 0` for every product. */
  list(options?: { limit?: number; skip?: number }): Promise<ProductPage>;
  get(id: string): Promise<Product | null>;
  /** The product whose slug (SPEC §2: the name lowercased, spaces as hyphens) is this one. */
  bySlug(slug: string): Promise<Product | null>;
  /** Names and descriptions containing the query, ignoring case (DummyJSON's search). */
  search(query: string): Promise<ProductPage>;
  categories(): Promise<string[]>;
}
