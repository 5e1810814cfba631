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
