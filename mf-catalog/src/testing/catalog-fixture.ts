import { CatalogError, type CatalogSource, type Product } from 'shared-contracts';
import { sampleProduct, createMemoryCatalog } from 'shared-contracts/testing';
import { catalogFor, forgetCatalogs, type ShopAdditions } from '../catalog/catalog-for';

export const TEST_CATALOG_URL = 'http://127.0.0.1:3010';

/** A product as the mapping would give it, with what a test needs changed. */
export function testProduct(id: number, extra: Partial<Product> = {}): Product {
  return sampleProduct(id, {
    name: `Test Product ${id}`,
    image: `https://img.test/${id}.svg`,
    images: [`https://img.test/${id}/1.svg`, `https://img.test/${id}/2.svg`],
    price: 100 + id,
    description: `About test product ${id}.`,
    rating: 4.2,
    reviewCount: 12,
    isFeatured: false,
    stock: 20,
    ...extra,
  });
}

/** Installs an in-memory catalog where the screens look for the harness's catalog URL. */
export function useTestCatalog(
  products: Product[],
  source: CatalogSource = createMemoryCatalog(products),
  listedItems: Product[] = [],
  shop: ShopAdditions = {},
) {
  forgetCatalogs();
  return catalogFor(TEST_CATALOG_URL, { listedItems: async () => listedItems, ...shop }, undefined, () => source);
}

/** Fails the first call of each method, then answers: for Retry. */
export function failingOnce(source: CatalogSource): CatalogSource {
  const failed = new Set<string>();
  const once =
    <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
    (...args: A) => {
      if (failed.has(name)) return call(...args);
      failed.add(name);
      return Promise.reject(new CatalogError('The catalog cannot be reached'));
    };
  return {
    list: once('list', source.list),
    get: once('get', source.get),
    bySlug: once('bySlug', source.bySlug),
    search: once('search', source.search),
    categories: once('categories', source.categories),
  };
}

/** A catalog that is down: every call rejects as the HTTP client does when the service is stopped. */
export function failingCatalog(message = 'The catalog cannot be reached'): CatalogSource {
  const fail = () => Promise.reject(new CatalogError(message));
  return { list: fail, get: fail, bySlug: fail, search: fail, categories: fail };
}
