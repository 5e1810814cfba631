import type { Pool } from 'pg';
import { CatalogQuerySchema, ProductSlugSchema, SuggestQuerySchema, catalogQueryInput, describeProblem, parsePayload } from 'shared-contracts/schemas';
import { misencodedParameter, readTarget } from './catalog-url';
import { categorySummaries } from './category-summaries';
import { productBySlug } from './product-by-slug';
import { queryListing } from './query-listing';
import { suggest } from './search/suggest';

export interface CatalogAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Public answers are kept by the CDN (Hosting) for a minute, so repeated queries never reach the
 * database; a new listing, an edit or a review shows within that minute. A browser asks again each time
 * (an unchanged answer is a 304 by its ETag), so it never shows an older answer than the CDN's. No
 * stale-while-revalidate: browsers apply it too, and would show the answer before an edit once more.
 */
const CACHED = 'public, max-age=0, s-maxage=60';
const HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' };

const answer = (status: number, value: unknown, cache = CACHED): CatalogAnswer => ({
  status,
  headers: { ...HEADERS, 'Cache-Control': cache },
  body: JSON.stringify(value),
});

const refused = (status: number, message: string) => answer(status, { message }, 'no-store');

/** The endpoint's routes, found at the end of the path: `/products`, `/products/{slug}`, `/categories`, `/suggest`. */
const ROUTE = /\/(?:(products)(?:\/([^/]+))?|(categories)|(suggest))\/?$/;

/**
 * The catalog's one public read (`GET {catalogApiUrl}/…`): a URL is a query, so a CDN can keep it.
 * Directly at the function (`/products`) or behind Hosting's rewrite (`/api/catalog/products`) alike.
 * `count` counts the request against its address's limit first (bad ones too), answering the refusal
 * when over it; a URL it cannot read is a
 * 400 that names what is wrong, never a failure: only the database not answering is.
 */
export async function answerCatalogRequest(
  request: { method: string; url: string },
  ready: () => Promise<Pool>,
  count: () => Promise<{ message: string; retryAfterSeconds: number } | null> = async () => null,
): Promise<CatalogAnswer> {
  if (request.method === 'OPTIONS') return { status: 204, headers: { ...HEADERS, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' }, body: '' };
  if (request.method !== 'GET' && request.method !== 'HEAD') return refused(405, 'The catalog only answers GET');
  const over = await count();
  if (over) {
    const answer = refused(429, over.message);
    return { ...answer, headers: { ...answer.headers, 'Retry-After': String(over.retryAfterSeconds) } };
  }
  const target = readTarget(request.url);
  if (!target) return refused(400, 'The address is not readable');
  const route = ROUTE.exec(target.path);
  if (!route) return refused(404, 'No such catalog resource: ask for /products, /products/{slug}, /categories or /suggest');
  const [, products, slug, categories, suggestions] = route;
  if (categories) return answer(200, await categorySummaries(await ready()));
  if (products && slug !== undefined) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(slug);
    } catch {
      return refused(400, 'The product’s address is not readable');
    }
    const checked = parsePayload(ProductSlugSchema, decoded);
    if (!checked.ok) return refused(400, `The product’s address ${checked.problem.message}`);
    const product = await productBySlug(await ready(), decoded);
    return product ? answer(200, product) : answer(404, { message: `No product has the address ${decoded}` });
  }
  const misencoded = misencodedParameter(target.search);
  if (misencoded !== null) return refused(400, `${misencoded || 'The query'}: must be percent-encoded UTF-8`);
  const input = catalogQueryInput(new URLSearchParams(target.search));
  if ('repeated' in input) return refused(400, `${input.repeated}: may be given once`);
  if (suggestions) {
    const typed = parsePayload(SuggestQuerySchema, input);
    if (!typed.ok) return refused(400, describeProblem(typed.problem));
    return answer(200, await suggest(await ready(), typed.value.q));
  }
  const query = parsePayload(CatalogQuerySchema, input);
  if (!query.ok) return refused(400, describeProblem(query.problem));
  return answer(200, await queryListing(await ready(), query.value));
}
