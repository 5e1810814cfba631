import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { createBus, createShopStores, CONTRACTS_VERSION, ServerCallError, type ShopPlatform, type ShopStores } from 'shared-contracts';
import { routeDataUrls } from 'shared-contracts/route-data';
import { SERVER_ENTRY_PATH, SERVER_STYLES_PATH, type CarriedData, type RenderedPage, type RenderRequest, type RemoteServerEntry } from 'shared-contracts/server-render';
import { App } from '../app/App';
import { REMOTE_ROUTES, type RemoteRoute } from '../app/route-table';
import { routeForPath, routeParams } from '../boot/route-for-path';
import { platformConfigOf } from '../config/platform-config';
import { checkRuntimeConfig, type RuntimeConfig } from '../config/runtime-config-schema';
import { isCompatibleContracts } from '../federation/contracts-compatible';
import type { RemoteScreenModule } from '../federation/load-remote-screen';
import { NO_IDENTITY } from '../identity/no-identity';
import { carriedReader, readRouteDataOnServer } from './route-data-on-server';
import { serverScreenLoader } from './server-loader';

/** Resolves with the promise, or rejects once `ms` have passed. */
function withinBudget<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} was not ready within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The route's remote's server entry, or why the browser renders that area instead. */
async function routeEntry(request: RenderRequest, manifestUrl: string, module: string): Promise<RemoteServerEntry | string> {
  try {
    const entry = await withinBudget(request.loadEntry(new URL(SERVER_ENTRY_PATH, manifestUrl).href), request.budgetMs, 'its server entry');
    if (!isCompatibleContracts(CONTRACTS_VERSION, entry.contractsVersion)) {
      return `built against shared-contracts ${entry.contractsVersion}, the shell has ${CONTRACTS_VERSION}`;
    }
    if (!entry.screens[module]) return `its server entry has no screen ${module}`;
    return entry;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The data the route's screen asks for first, as the browser's boot script asks for it (its manifest's routeData). */
function firstDataUrls(entry: RemoteServerEntry, route: RemoteRoute, location: URL, config: RuntimeConfig): string[] {
  const params = routeParams(route, location.pathname);
  return params ? routeDataUrls(entry.routeData, route.module, { ...config }, params, location.searchParams) : [];
}

/** Public HTML is the same for every visitor: nobody is signed in, nothing is called or fetched while it renders. */
function visitorPage(config: RuntimeConfig, data: CarriedData): { platform: ShopPlatform; stores: ShopStores } {
  // A bus of its own: the module's one bus lives as long as the server, and every render would add listeners to it.
  const bus = createBus();
  const stores = createShopStores(bus);
  const platform: ShopPlatform = {
    bus,
    ...stores,
    config: platformConfigOf(config),
    identity: NO_IDENTITY,
    callServer: () => Promise.reject(new ServerCallError('unavailable')),
    fetch: () => Promise.reject(new TypeError('No fetch while the page renders on the server')),
    readRouteData: carriedReader(data),
  };
  return { platform, stores };
}

async function html(tree: ReactNode, onError: (error: unknown) => void): Promise<string> {
  // Every boundary inline: React outlines a large one behind an inline script, which the page's CSP refuses.
  const { prelude } = await prerender(tree, { onError, progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
}

/**
 * The first view of a public route as HTML: the shell's chrome and the route's remote screen, rendered by
 * the remote's own deployed server entry. A remote that is not ready within the budget, refused, or throws
 * leaves its area to the browser; the rest of the page is still HTML. Null for a route the browser renders.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const location = new URL(request.url, 'http://shop.invalid');
  const route = routeForPath(REMOTE_ROUTES, location.pathname);
  const checked = checkRuntimeConfig(request.config);
  if (!route?.firstViewOnServer || !checked.ok) return null;
  const { config } = checked;
  const manifestUrl = config.remotes[route.remote as keyof typeof config.remotes];
  if (!manifestUrl) return null;
  const started = Date.now();
  const entry = await routeEntry(request, manifestUrl, route.module);
  const screen: RemoteScreenModule | string = typeof entry === 'string' ? entry : { default: entry.screens[route.module]!.default, contractsVersion: entry.contractsVersion };
  // Within what is left of the budget.
  const urls = typeof entry === 'string' ? [] : firstDataUrls(entry, route, location, config);
  const data = await readRouteDataOnServer(urls, request.fetch, started + request.budgetMs);
  const fallbacks = typeof screen === 'string' ? [{ remote: route.remote, reason: screen }] : [];
  const loader = serverScreenLoader({ remote: route.remote, module: route.module, screen });
  const { platform, stores } = visitorPage(config, data);
  const router = (page: ReactNode) => <StaticRouter location={location.pathname + location.search}>{page}</StaticRouter>;
  const body = await html(<App platform={platform} stores={stores} loader={loader} router={router} />, (error) => {
    if (fallbacks.length === 0) fallbacks.push({ remote: route.remote, reason: error instanceof Error ? error.message : String(error) });
  });
  const responses = Object.values(data.responses);
  return {
    html: body,
    // An area left to the browser brings its own stylesheets when it renders there, as on any page.
    styles: fallbacks.length ? [] : [new URL(SERVER_STYLES_PATH, manifestUrl).href],
    fallbacks,
    // A product the catalog does not have is a not-found page to crawlers and caches too.
    status: responses.some((response) => response.status === 404) ? 404 : 200,
    data: fallbacks.length === 0 && responses.length > 0 ? data : null,
  };
}
