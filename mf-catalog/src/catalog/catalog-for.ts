import type { CatalogSource, Product } from 'shared-contracts';
import { createDummyJsonCatalog } from './dummyjson-catalog';

const SUMMARY_TTL_MS = 60_000;

export interface CachedCatalog extends CatalogSource {
  /**
   * Every product's summary plus the sellers' own listings, fetched once a minute at most, so
   * moving between the listing, categories and back costs no new request.
   */
  allProducts(): Promise<Product[]>;
}

const catalogs = new Map<string, CachedCatalog>();

/** One catalog per URL for the page's lifetime (the runtime config names the URL). */
export function catalogFor(
  url: string,
  listedItems: (() => Promise<Product[]>) | undefined,
  source: CatalogSource = createDummyJsonCatalog(url),
): CachedCatalog {
  let cached = catalogs.get(url);
  if (!cached) {
    let all: { at: number; promise: Promise<Product[]> } | null = null;
    cached = {
      ...source,
      allProducts() {
        if (!all || Date.now() - all.at > SUMMARY_TTL_MS) {
          const promise = Promise.all([source.list({ limit: 0 }), listedItems?.().catch(() => []) ?? []]).then(
            ([page, listed]) => mergeListings(page.products, listed),
          );
          all = { at: Date.now(), promise };
          // A failure is not kept: the next Retry asks again.
          promise.catch(() => {
            if (all?.promise === promise) all = null;
          });
        }
        return all.promise;
      },
    };
    catalogs.set(url, cached);
  }
  return cached;
}

/** The catalog's products, then sellers' listings whose ids the catalog does not already use. */
export function mergeListings(catalog: Product[], listed: Product[]): Product[] {
  const ids = new Set(catalog.map((p) => p.id));
  return [...catalog, ...listed.filter((p) => !ids.has(p.id))];
}

/** Tests start from an empty cache. */
export function forgetCatalogs() {
  catalogs.clear();
}
