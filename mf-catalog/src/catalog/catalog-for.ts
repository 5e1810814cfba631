import { productSlug, type CatalogSource, type Product, type ProductReview, type ReviewTotal } from 'shared-contracts';
import { createDummyJsonCatalog } from './dummyjson-catalog';
import { totalOf, withShopReviews } from './with-shop-reviews';

const SUMMARY_TTL_MS = 60_000;

export interface CachedCatalog extends CatalogSource {
  /**
   * Every product's summary (fetched once a minute at most, so moving between the listing,
   * categories and back costs no new request) plus the sellers' own listings and the shop's review
   * totals, read each time so an item just listed or reviewed shows at once.
   */
  allProducts(): Promise<Product[]>;
}

/** What the shop's server adds to the catalog; each may be absent (an older shell) or fail, and never breaks it. */
export interface ShopAdditions {
  listedItems?(): Promise<Product[]>;
  reviewTotals?(): Promise<Record<string, ReviewTotal>>;
  productReviews?(productId: string): Promise<ProductReview[]>;
}

const catalogs = new Map<string, CachedCatalog>();

/**
 * One catalog per URL for the page's lifetime (the runtime config names the URL), asking through
 * `fetchImpl`: the shell's, which hands over the route data it started early.
 */
export function catalogFor(
  url: string,
  shop: ShopAdditions,
  fetchImpl?: typeof fetch,
  createSource: () => CatalogSource = () => createDummyJsonCatalog(url, fetchImpl),
): CachedCatalog {
  let cached = catalogs.get(url);
  if (!cached) {
    const source = createSource();
    let summary: { at: number; promise: Promise<Product[]> } | null = null;
    const listed = async () => (shop.listedItems ? shop.listedItems().catch(() => []) : []);
    const totals = async (): Promise<Record<string, ReviewTotal>> => (shop.reviewTotals ? shop.reviewTotals().catch(() => ({})) : {});
    const reviewsOf = async (id: string) => (shop.productReviews ? shop.productReviews(id).catch(() => []) : []);
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
        return Promise.all([summary.promise, listed(), totals()]).then(([catalog, own, byId]) =>
          mergeListings(catalog, own).map((p) => withShopReviews(p, byId[p.id])),
        );
      },
      // A seller's listing has a product page too, found by the same slug rule; the page lists the shop's reviews.
      async bySlug(slug) {
        const found = (await source.bySlug(slug)) ?? (await listed()).find((p) => (p.slug ?? productSlug(p.name)) === slug);
        if (!found) return null;
        const reviews = await reviewsOf(found.id);
        return withShopReviews(found, totalOf(reviews), reviews);
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
