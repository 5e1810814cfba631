import { CatalogQuerySchema, SuggestQuerySchema, catalogQueryInput, describeProblem, parsePayload } from 'shared-contracts/schemas';
import { CatalogError } from '../server/catalog-error';
import type { CatalogApi } from '../server/catalog-api';

/**
 * A fetch that answers as the shop's catalog endpoint at `base` does, from `api` (the in-memory double):
 * the server's query schemas (a refused or repeated parameter is a 400), a missing product a 404. For the
 * HTTP client's tests (node: it answers real Responses); `asked` records every URL.
 */
export function fakeCatalogEndpoint(api: CatalogApi, base: string) {
  const asked: string[] = [];
  const refused = (status: number, message: string) => Response.json({ message }, { status });
  const fetchImpl: typeof fetch = async (input) => {
    const url = new URL(String(input));
    asked.push(url.href);
    const path = url.pathname.slice(new URL(base).pathname.replace(/\/+$/, '').length);
    try {
      if (path === '/categories') return Response.json(await api.categories());
      if (path.startsWith('/products/')) {
        const product = await api.bySlug(decodeURIComponent(path.slice('/products/'.length)));
        return product ? Response.json(product) : refused(404, 'No product has that address');
      }
      if (path !== '/products' && path !== '/suggest') return refused(404, 'No such catalog resource');
      const input = catalogQueryInput(url.searchParams);
      if ('repeated' in input) return refused(400, `${input.repeated}: may be given once`);
      if (path === '/suggest') {
        const typed = parsePayload(SuggestQuerySchema, input);
        return typed.ok ? Response.json(await api.suggest(typed.value.q)) : refused(400, describeProblem(typed.problem));
      }
      const query = parsePayload(CatalogQuerySchema, input);
      return query.ok ? Response.json(await api.page(query.value)) : refused(400, describeProblem(query.problem));
    } catch (error) {
      return refused(error instanceof CatalogError && error.status ? error.status : 500, (error as Error).message);
    }
  };
  return { asked, fetchImpl };
}
