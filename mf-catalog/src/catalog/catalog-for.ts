import { productSlug, type CatalogSource, type Product } from 'shared-contracts';
import { createDummyJsonCatalog } from './dummyjson-catalog';

const SUMMARY_TTL_MS = 60_000;

export interface CachedCatalog extends CatalogSource {
  /**
   * Every product's summary (fetched once a minute at most, so moving between the listing,
   * categories and back costs no new request) plus the sellers' own listings, read each time so
   * an item a shopper has just listed is there at once.
   */
  allProducts(): Promise<Product[]>;
}

const catalogs = new Map<string, CachedCatalog>();

/**
 * One catalog per URL for the page's lifetime (the runtime config names the URL), asking through
 * `fetchImpl`: the shell's, which hands over the route data it started early.
 */
export function catalogFor(
  url: string,
  listedItems: (() => Promise<Product[]>) | undefined,
  fetchImpl?: typeof fetch,
  createSource: () => CatalogSource = () => createDummyJsonCatalog(url, fetchImpl),
): CachedCatalog {
  let cached = catalogs.get(url);
  if (!cached) {
    const source = createSource();
    let summary: { at: number; promise: Promise<Product[]> } | null = null;
    const listed = async () => (listedItems ? listedItems().catch(() => []) : []);
    cached = {
      ...source,
      allProducts() {
        if (!summary || Date.now() - summary.at > SUMMARY_TTL_MS) {
          const promise = source.list({ limit: 0 }).then((page) => page.products);
          summary = { at: Date.now(), promise };
          // A failure is not kept: the next Retry asks again.
          promise.catch(() => {
            if (summary?.promise === promise) summary = null;
          });
        }
        return Promise.all([summary.promise, listed()]).then(([catalog, own]) => mergeListings(catalog, own));
      },
      // A seller's listing has a product page too, found by the same slug rule.
      async bySlug(slug) {
        const found = await source.bySlug(slug);
        if (found) return found;
        return (await listed()).find((p) => (p.slug ?? productSlug(p.name)) === slug) ?? null;
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
