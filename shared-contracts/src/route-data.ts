// The data a remote's screen asks for first, named in the remote's manifest
// (`metaData.buildInfo.routeData`: exposed module → URL templates) so that the shell's boot script
// can ask for it while the remote's code downloads. The remote then reads it through
// `ShopPlatform.fetch`, which hands over that response for the same URL once.
//
// A template's `{name}` stands for the runtime config's string field `name` without its trailing
// slashes: `{catalogUrl}/products?limit=0`. Each is asked for as a GET accepting JSON.
//
// Since 1.6 an entry may also be `{ template }`, whose template may use the route's params as well:
// `{:slug}` is the param `slug` of the route's path (`/products/:slug`) and `{:slug|words}` the same
// with its hyphens as spaces, both encoded as a query value the way URLSearchParams encodes it. Only
// that object form takes params: a 1.5 shell skips objects, where it would have asked for a URL with
// the placeholder left in it.
//
// Since 2.1 an object template may also use the page's own query, and a param may stand in the path:
// - `{?q,category,page}` (RFC 6570's form-style query expansion) is `?q=…&category=…` with the
//   location's non-empty parameters of those names, in the template's order, encoded as URLSearchParams
//   encodes them (`+` for a space); '' when the location has none of them. It must come after the path,
//   never after a literal `?`.
// - `{:slug}` before the template's `?` is encoded as a path segment, the way encodeURIComponent
//   encodes it (`/products/{:slug}`); after it, as a query value as before. A 2.0 shell encodes both as
//   a query value: the same for a slug of letters, digits and hyphens, and otherwise a URL the remote
//   never asks for (one wasted request, never wrong data).
//
// Imported from 'shared-contracts/route-data', not the package root: the root is a federation singleton
// shipped whole on every page, and only the shell's boot script (and tests) need this.

/** At most this many requests per screen: a manifest cannot make the shell ask for more. */
const ROUTE_DATA_LIMIT = 4;

/** A manifest's entry: a template over the config, or (1.6) one over the config, the route's params and (2.1) the page's query. */
export type RouteDataTemplate = string | { template: string };

/** `{?a,b}` (the page's query), or `{name}`, `{:param}` and `{:param|transform}`. */
const PLACEHOLDER = /\{(?:\?(\w+(?:,\w+)*)|(:?)(\w+)(?:\|(\w+))?)\}/g;

/** What `{:param|transform}` may do to a param. */
const TRANSFORMS: Record<string, (value: string) => string> = {
  /** A slug as the words of a search: the hyphens between them as spaces. */
  words: (value) => value.replace(/-/g, ' '),
};

const asQueryValue = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

/** `{:name|transform}` as a path segment or a query value; null for a missing or empty param or an unknown transform. */
function paramValue(params: Record<string, string> | undefined, name: string, transform: string | undefined, inQuery: boolean): string | null {
  const value = params && Object.hasOwn(params, name) ? params[name] : undefined;
  if (!value) return null;
  if (transform !== undefined && !Object.hasOwn(TRANSFORMS, transform)) return null;
  const transformed = transform === undefined ? value : TRANSFORMS[transform]!(value);
  return inQuery ? asQueryValue(transformed) : encodeURIComponent(transformed);
}

/** `{?a,b}`: the query's non-empty parameters of those names, in that order, or ''. */
function queryExpansion(query: URLSearchParams, names: string): string {
  const picked = new URLSearchParams();
  for (const name of names.split(',')) {
    const value = query.get(name);
    if (value) picked.set(name, value);
  }
  const text = picked.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL a template names under `config`, the route's `params` and the page's `query`; null for an
 * unknown placeholder or transform, a param or query where none may be (`params` or `query` undefined),
 * a query expansion after a literal `?`, and anything but an http(s) URL.
 */
export function expandRouteData(
  template: string,
  config: Record<string, unknown>,
  params?: Record<string, string>,
  query?: URLSearchParams,
): string | null {
  // Where the template's own query starts: the first `?` outside a placeholder.
  const queryStart = template.replace(PLACEHOLDER, (match) => '_'.repeat(match.length)).indexOf('?');
  const inQuery = (offset: number) => queryStart !== -1 && offset > queryStart;
  let unknown = false;
  const expanded = template.replace(
    PLACEHOLDER,
    (_, names: string | undefined, isParam: string, name: string, transform: string | undefined, offset: number) => {
      if (names !== undefined) {
        if (query === undefined || inQuery(offset)) unknown = true;
        return query ? queryExpansion(query, names) : '';
      }
      if (isParam) {
        const value = paramValue(params, name, transform, inQuery(offset));
        if (value === null) unknown = true;
        return value ?? '';
      }
      const value = config[name];
      if (transform !== undefined || typeof value !== 'string' || !value) unknown = true;
      return typeof value === 'string' ? value.replace(/\/+$/, '') : '';
    },
  );
  if (unknown) return null;
  try {
    const url = new URL(expanded);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const isObjectEntry = (entry: unknown): entry is { template: string } =>
  typeof entry === 'object' && entry !== null && typeof (entry as { template?: unknown }).template === 'string';

/**
 * The URLs a manifest's `routeData` names for `module` on a route with `params`, on a page whose
 * location has `query` (2.1): none for anything malformed.
 */
export function routeDataUrls(
  routeData: unknown,
  module: string,
  config: Record<string, unknown>,
  params: Record<string, string> = {},
  query: URLSearchParams = new URLSearchParams(),
): string[] {
  if (typeof routeData !== 'object' || routeData === null || Array.isArray(routeData)) return [];
  const templates = (routeData as Record<string, unknown>)[module];
  if (!Array.isArray(templates)) return [];
  return templates
    .map((entry) =>
      typeof entry === 'string' ? expandRouteData(entry, config) : isObjectEntry(entry) ? expandRouteData(entry.template, config, params, query) : null,
    )
    .filter((url): url is string => url !== null)
    .slice(0, ROUTE_DATA_LIMIT);
}
