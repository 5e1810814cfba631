import type { Product } from '../types/product';

export interface ProductPage {
  products: Product[];
  total: number;
  skip: number;
  limit: number;
}

/** CatalogSource port: the local catalog service by default, DummyJSON in production. */
export interface CatalogSource {
  list(options?: { limit?: number; skip?: number }): Promise<ProductPage>;
  /** null when the product does not exist. */
  get(id: string): Promise<Product | null>;
  search(query: string): Promise<ProductPage>;
  categories(): Promise<string[]>;
}

export function createMemoryCatalog(products: Product[]): CatalogSource {
  const page = (list: Product[], limit = 30, skip = 0): ProductPage => ({
    products: limit === 0 ? list.slice(skip) : list.slice(skip, skip + limit),
    total: list.length,
    skip,
    limit,
  });
  return {
    async list(options = {}) {
      return page(products, options.limit, options.skip);
    },
    async get(id) {
      return products.find((p) => p.id === id) ?? null;
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
