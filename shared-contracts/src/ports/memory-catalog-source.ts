import { productSlug } from '../domain/slug';
import type { Product } from '../types/product';
import { type CatalogSource, type ProductPage, CatalogError } from './catalog-source';

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
