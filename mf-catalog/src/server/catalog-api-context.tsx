import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { usePlatform } from 'shared-contracts';
import type { CatalogApi } from './catalog-api';
import { createHttpCatalogApi } from './http-catalog-api';

const CatalogApiContext = createContext<CatalogApi | null>(null);

/** Puts another CatalogApi under the screens: the in-memory double, in tests and the QA harness. */
export function CatalogApiProvider({ api, children }: { api: CatalogApi; children: ReactNode }) {
  return <CatalogApiContext.Provider value={api}>{children}</CatalogApiContext.Provider>;
}

/**
 * The catalog the screens ask: the endpoint the runtime config names, through the shell's fetch (which
 * hands over the route data it started early) and what the page's HTML carried, unless a provider puts another in place.
 */
export function useCatalogApi(): CatalogApi {
  const provided = useContext(CatalogApiContext);
  const { config, fetch: shellFetch, readRouteData } = usePlatform();
  const http = useMemo(() => createHttpCatalogApi(config.catalogApiUrl, shellFetch, readRouteData), [config.catalogApiUrl, shellFetch, readRouteData]);
  return provided ?? http;
}
