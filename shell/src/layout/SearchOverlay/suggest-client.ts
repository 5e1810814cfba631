import { SUGGEST, type CatalogSuggestions } from 'shared-contracts';

/** As long as the catalog's own client waits (mf-catalog's http-catalog-api.ts). */
const TIMEOUT_MS = 10_000;

/** `GET {catalogApiUrl}/suggest?q=` for the words typed, trimmed, written as mf-catalog's suggestUrl writes it. */
export const suggestUrl = (catalogApiUrl: string, q: string) =>
  new URL(`${catalogApiUrl.replace(/\/+$/, '')}/suggest?${new URLSearchParams({ q: q.trim() })}`);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isMarks = (value: unknown) => Array.isArray(value) && value.every((range) => Array.isArray(range) && range.length === 2 && range.every((n) => typeof n === 'number'));

/** Every suggestion as the overlay draws it: a product's slug, name, picture, price and marks; a category's name, count and marks. */
const isSuggestions = (body: unknown): body is CatalogSuggestions =>
  isRecord(body) &&
  Array.isArray(body.products) &&
  body.products.every(
    (p) => isRecord(p) && typeof p.slug === 'string' && typeof p.name === 'string' && typeof p.image === 'string' && typeof p.price === 'number' && (p.discountPrice == null || typeof p.discountPrice === 'number') && isMarks(p.marks),
  ) &&
  Array.isArray(body.categories) &&
  body.categories.every((c) => isRecord(c) && typeof c.name === 'string' && typeof c.count === 'number' && isMarks(c.marks));

/**
 * The catalog's public suggestions for what the shopper typed, asked by the shell itself (the catalog
 * remote is never loaded for them): at most SUGGEST.products products and SUGGEST.categories categories.
 * Rejects when the endpoint cannot be reached, is late, refuses, or answers another shape.
 */
export async function fetchSuggestions(catalogApiUrl: string, q: string, fetchImpl: typeof fetch): Promise<CatalogSuggestions> {
  const response = await fetchImpl(suggestUrl(catalogApiUrl, q).href, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The catalog answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isSuggestions(body)) throw new Error('The catalog answered without suggestions');
  return { products: body.products.slice(0, SUGGEST.products), categories: body.categories.slice(0, SUGGEST.categories) };
}
