import { CatalogError, productSlug, type CatalogSource, type ProductPage } from 'shared-contracts';
import type { DummyProduct, DummyProductPage } from './dummyjson-types';
import { mapProduct } from './map-product';
import { SUMMARY_FIELDS } from './route-data';

const TIMEOUT_MS = 10_000;

type Fetch = typeof fetch;

/**
 * The CatalogSource over DummyJSON's product API: the real https://dummyjson.com or the shop's
 * own service at the same contract, whichever URL the runtime config names.
 */
export function createDummyJsonCatalog(baseUrl: string, fetchImpl: Fetch = (...args) => fetch(...args)): CatalogSource {
  const base = baseUrl.replace(/\/+$/, '');

  async function request<T>(path: string, params: Record<string, string | number | undefined> = {}): Promise<T | null> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json' } });
    } catch {
      throw new CatalogError('The catalog cannot be reached');
    }
    if (response.status === 404) return null;
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok) throw new CatalogError(body?.message ?? `The catalog answered ${response.status}`, response.status);
    if (body === null) throw new CatalogError('The catalog answered with something other than JSON', response.status);
    return body as T;
  }

  const page = (raw: DummyProductPage | null): ProductPage => {
    if (!raw || !Array.isArray(raw.products)) throw new CatalogError('The catalog answered without products');
    return { products: raw.products.map(mapProduct), total: raw.total, skip: raw.skip, limit: raw.limit };
  };

  const get = async (id: string) => {
    const raw = await request<DummyProduct>(`/products/${encodeURIComponent(id)}`);
    return raw ? mapProduct(raw) : null;
  };

  return {
    async list({ limit, skip } = {}) {
      return page(await request<DummyProductPage>('/products', { limit, skip, select: SUMMARY_FIELDS }));
    },
    get,
    async bySlug(slug) {
      // Search narrows to a few products; names whose own hyphens the slug hides need the full list.
      const found = page(await request<DummyProductPage>('/products/search', { q: slug.replace(/-/g, ' '), limit: 0 }));
      const hit = found.products.find((p) => p.slug === slug);
      if (hit) return hit;
      const titles = await request<DummyProductPage>('/products', { limit: 0, select: 'title' });
      const match = titles?.products.find((p) => productSlug(p.title) === slug);
      return match ? get(String(match.id)) : null;
    },
    async search(query) {
      return page(await request<DummyProductPage>('/products/search', { q: query, limit: 0 }));
    },
    async categories() {
      const slugs = await request<string[]>('/products/category-list');
      if (!Array.isArray(slugs)) throw new CatalogError('The catalog answered without categories');
      return slugs;
    },
  };
}
