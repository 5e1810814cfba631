import type { RemoteRoute } from '../app/route-table';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a path shows, matched as the router does for the shop's patterns (static segments
 * ignoring case, `:param` for one segment, a trailing slash ignored) without loading the router.
 */
export function routeForPath(routes: readonly RemoteRoute[], pathname: string): RemoteRoute | undefined {
  const parts = segments(pathname);
  return routes.find((route) => {
    const pattern = segments(route.path);
    return (
      pattern.length === parts.length &&
      pattern.every((segment, i) => (segment.startsWith(':') ? parts[i] !== '' : segment.toLowerCase() === parts[i]!.toLowerCase()))
    );
  });
}

/** The `:param`s of the route's pattern in a path it matches, decoded as the router's; null for an undecodable one. */
export function routeParams(route: Pick<RemoteRoute, 'path'>, pathname: string): Record<string, string> | null {
  const parts = segments(pathname);
  const params: Record<string, string> = {};
  try {
    segments(route.path).forEach((segment, i) => {
      if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(parts[i]!);
    });
  } catch {
    return null;
  }
  return params;
}
