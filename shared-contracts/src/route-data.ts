// The data a remote's screen asks for first, named in the remote's manifest
// (`metaData.buildInfo.routeData`: exposed module → URL templates) so that the shell's boot script
// can ask for it while the remote's code downloads. The remote then reads it through
// `ShopPlatform.fetch`, which hands over that response for the same URL once.
//
// A template's `{name}` stands for the runtime config's string field `name` without its trailing
// slashes: `{catalogUrl}/products?limit=0`. Each is asked for as a GET accepting JSON.
//
// Imported from 'shared-contracts/route-data', not the package root: the root is a federation singleton
// shipped whole on every page, and only the shell's boot script (and tests) need this.

/** At most this many requests per screen: a manifest cannot make the shell ask for more. */
export const ROUTE_DATA_LIMIT = 4;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The URL a template names under `config`; null for an unknown placeholder or anything but http(s). */
export function expandRouteData(template: string, config: Record<string, unknown>): string | null {
  let unknown = false;
  const expanded = template.replace(PLACEHOLDER, (_, name: string) => {
    const value = config[name];
    if (typeof value !== 'string' || !value) unknown = true;
    return typeof value === 'string' ? value.replace(/\/+$/, '') : '';
  });
  if (unknown) return null;
  try {
    const url = new URL(expanded);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The URLs a manifest's `routeData` names for `module`: none for anything malformed. */
export function routeDataUrls(routeData: unknown, module: string, config: Record<string, unknown>): string[] {
  if (typeof routeData !== 'object' || routeData === null || Array.isArray(routeData)) return [];
  const templates = (routeData as Record<string, unknown>)[module];
  if (!Array.isArray(templates)) return [];
  return templates
    .filter((t): t is string => typeof t === 'string')
    .map((t) => expandRouteData(t, config))
    .filter((url): url is string => url !== null)
    .slice(0, ROUTE_DATA_LIMIT);
}
