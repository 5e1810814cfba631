import type { CatalogCategory, CatalogPage, CatalogSuggestions, Product, ShopPlatform } from 'shared-contracts';
import { CatalogError } from './catalog-error';
import type { CatalogApi, Carried } from './catalog-api';
import { categoriesUrl, pageUrl, productUrl, suggestUrl } from './catalog-urls';

/** As long as a shopper waits for the catalog before being told it did not answer. */
const TIMEOUT_MS = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isPage = (body: unknown): body is CatalogPage =>
  isRecord(body) && Array.isArray(body.products) && typeof body.total === 'number' && typeof body.page === 'number' && typeof body.pages === 'number' && isRecord(body.facets);

const isMarks = (value: unknown) => Array.isArray(value) && value.every((range) => Array.isArray(range) && range.length === 2 && range.every((n) => typeof n === 'number'));

/** Every suggestion as the box draws it: a product's slug, name, picture, price and marks; a category's name, count and marks. */
const isSuggestions = (body: unknown): body is CatalogSuggestions =>
  isRecord(body) &&
  Array.isArray(body.products) &&
  body.products.every((p) => isRecord(p) && typeof p.slug === 'string' && typeof p.name === 'string' && typeof p.image === 'string' && typeof p.price === 'number' && isMarks(p.marks)) &&
  Array.isArray(body.categories) &&
  body.categories.every((c) => isRecord(c) && typeof c.name === 'string' && typeof c.count === 'number' && isMarks(c.marks));

/**
 * The CatalogApi over the shop's catalog endpoint (`catalogApiUrl`), asking through `fetchImpl`: the
 * shell's, which hands over the response it started while the page loaded for the very same URL.
 * A shell older than 2.1 names no endpoint: every call then rejects, and the screen says the catalog is unavailable.
 */
export function createHttpCatalogApi(
  catalogApiUrl: string | undefined,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  readRouteData?: ShopPlatform['readRouteData'],
): CatalogApi {
  /** The body of an answer, or why it cannot be used; a missing product (404) is null where `missing` allows it. */
  function bodyOf(status: number, body: unknown, missing: boolean): unknown {
    if (missing && status === 404) return null;
    // A refused query (400) and a failure (5xx) say why in { message }.
    if (status < 200 || status > 299) {
      const message = isRecord(body) && typeof body.message === 'string' ? body.message : `The catalog answered ${status}`;
      throw new CatalogError(message, status);
    }
    if (body === undefined) throw new CatalogError('The catalog answered with something other than JSON', status);
    return body;
  }

  async function get(url: (base: string) => URL, { missing = false } = {}): Promise<unknown> {
    if (!catalogApiUrl) throw new CatalogError('The shell names no catalog endpoint');
    let response: Response;
    try {
      response = await fetchImpl(url(catalogApiUrl).href, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json' } });
    } catch {
      throw new CatalogError('The catalog cannot be reached');
    }
    return bodyOf(response.status, await response.json().catch(() => undefined), missing);
  }

  /** What the page's HTML carried for the same URL, read as an answer from the network would be; none if unusable. */
  function carried<T>(url: (base: string) => URL, read: (body: unknown) => T, { missing = false } = {}): Carried<T> | undefined {
    const response = catalogApiUrl ? readRouteData?.(url(catalogApiUrl).href) : undefined;
    if (!response) return undefined;
    try {
      return { value: read(bodyOf(response.status, response.body, missing)), stale: response.stale };
    } catch {
      return undefined;
    }
  }

  return {
    page: async (query) => asPage(await get((base) => pageUrl(base, query))),
    categories: async () => asCategories(await get(categoriesUrl)),
    bySlug: async (slug) => asProduct(await get((base) => productUrl(base, slug), { missing: true })),
    async suggest(q) {
      const body = await get((base) => suggestUrl(base, q));
      if (!isSuggestions(body)) throw new CatalogError('The catalog answered without suggestions');
      return body;
    },
    carried: {
      page: (query) => carried((base) => pageUrl(base, query), asPage),
      categories: () => carried(categoriesUrl, asCategories),
      bySlug: (slug) => carried((base) => productUrl(base, slug), asProduct, { missing: true }),
    },
  };
}

function asPage(body: unknown): CatalogPage {
  if (!isPage(body)) throw new CatalogError('The catalog answered without a page of products');
  return body;
}

function asCategories(body: unknown): CatalogCategory[] {
  if (!Array.isArray(body)) throw new CatalogError('The catalog answered without categories');
  return body as CatalogCategory[];
}

function asProduct(body: unknown): Product | null {
  if (body !== null && !(isRecord(body) && typeof body.name === 'string')) throw new CatalogError('The catalog answered without a product');
  return body as Product | null;
}
