import type { CatalogCategory, CatalogPage, CatalogSuggestions, Product } from 'shared-contracts';
import { CatalogError } from './catalog-error';
import type { CatalogApi } from './catalog-api';
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
export function createHttpCatalogApi(catalogApiUrl: string | undefined, fetchImpl: typeof fetch = (...args) => fetch(...args)): CatalogApi {
  async function get(url: (base: string) => URL, { missing = false } = {}): Promise<unknown> {
    if (!catalogApiUrl) throw new CatalogError('The shell names no catalog endpoint');
    let response: Response;
    try {
      response = await fetchImpl(url(catalogApiUrl).href, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json' } });
    } catch {
      throw new CatalogError('The catalog cannot be reached');
    }
    if (missing && response.status === 404) return null;
    const body: unknown = await response.json().catch(() => undefined);
    // A refused query (400) and a failure (5xx) say why in { message }.
    if (!response.ok) {
      const message = isRecord(body) && typeof body.message === 'string' ? body.message : `The catalog answered ${response.status}`;
      throw new CatalogError(message, response.status);
    }
    if (body === undefined) throw new CatalogError('The catalog answered with something other than JSON', response.status);
    return body;
  }

  return {
    async page(query) {
      const body = await get((base) => pageUrl(base, query));
      if (!isPage(body)) throw new CatalogError('The catalog answered without a page of products');
      return body;
    },
    async categories() {
      const body = await get(categoriesUrl);
      if (!Array.isArray(body)) throw new CatalogError('The catalog answered without categories');
      return body as CatalogCategory[];
    },
    async bySlug(slug) {
      const body = await get((base) => productUrl(base, slug), { missing: true });
      if (body !== null && !(isRecord(body) && typeof body.name === 'string')) throw new CatalogError('The catalog answered without a product');
      return body as Product | null;
    },
    async suggest(q) {
      const body = await get((base) => suggestUrl(base, q));
      if (!isSuggestions(body)) throw new CatalogError('The catalog answered without suggestions');
      return body;
    },
  };
}
