import { productSlug } from '../domain/slug';
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

export function createMemoryCatalog(products: Product[]): CatalogSource {
  const page = (list: Product[], limit = 30, skip = 0): ProductPage => {
    const products = limit === 0 ? list.slice(skip) : list.slice(skip, skip + limit);
    return { products, total: list.length, skip, limit: products.length };
  };
  return {
    async list(options = {}) {
      return page(products, options.limit, options.skip);
    },
    async get(id) {
      return products.find((p) => p.id === id) ?? null;
    },
    async bySlug(slug) {
      return products.find((p) => (p.slug || productSlug(p.name)) === slug) ?? null;
    },
    async search(query) {
      const q = query.toLowerCase();
      return page(products.filter((p) => p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q)), 0);
    },
    async categories() {
      return [...new Set(products.map((p) => p.category))];
    },
  };
}
