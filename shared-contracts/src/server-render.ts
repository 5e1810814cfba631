// What a server render needs both sides to agree on: where an app publishes its server entry, what a
// remote's entry exports, and what the shell's hands to remotes and to the render function.
//
// Imported from 'shared-contracts/server-render', not the package root: the root is a federation singleton
// shipped whole on every page; of this, a browser page reads only where its route data is.
import type { ComponentType } from 'react';

/**
 * Beside the app's browser files: `<remote's base>/server/entry.cjs`, the manifest's base for a remote. Run
 * with its URL as `__filename`, an entry's assets are the browser build's files at that base.
 */
export const SERVER_ENTRY_PATH = 'server/entry.cjs';

/** Every style of the entry's modules, beside it: the render function inlines the rules a page's HTML uses. */
export const SERVER_STYLES_PATH = 'server/entry.css';

/**
 * The shell's page, which the browser renders and the render function fills in: on Hosting, a file named
 * index.html would be served for `/` before any rewrite reached the render function.
 */
export const SHELL_PAGE_PATH = 'app.html';

/**
 * The page's `<script type="application/json">` with the GETs the server read for its first view
 * ({@link CarriedData}), before the boot script, which then asks for none of them again (3.1).
 */
export const ROUTE_DATA_ELEMENT_ID = 'shop-route-data';

/** What that element holds: the answers by URL, and when the server read them (ms since the epoch). */
export interface CarriedData {
  readAt: number;
  responses: Record<string, { status: number; body: unknown }>;
}

/** A remote's server entry: its exposed screens by exposed name, as the browser loads them. */
export interface RemoteServerEntry {
  /** The shared-contracts version it was built against: another major gets no server render. */
  contractsVersion: string;
  screens: Record<string, { default: ComponentType }>;
  /**
   * The data each screen asks for first, as its manifest names it (route-data.ts; 3.1): the server reads it
   * within the budget and hands it to the screen (`ShopPlatform.readRouteData`) and to the page.
   */
  routeData?: unknown;
}

export interface RenderRequest {
  /** The page's URL as the shopper asked for it (path and query). */
  url: string;
  /** The runtime config the browser reads (`/config.json`). */
  config: unknown;
  /** A remote's server entry by its URL, evaluated by the render function with the shell's `shared`. */
  loadEntry: (url: string) => Promise<RemoteServerEntry>;
  /** How long a remote may take to be ready before its area is left to the browser. */
  budgetMs: number;
  /** How the server asks for a route's data (3.1). */
  fetch: typeof fetch;
}

/** The page's first view, or null for a route the shell leaves to the browser (signed-in, unknown). */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The server stylesheets of the remotes that rendered (beside their entries), beyond the shell's own. */
  styles: string[];
  /** Areas left to the browser, by remote name, and why (the server's log says it; the page works). */
  fallbacks: { remote: string; reason: string }[];
  /** The page's HTTP status: 404 for a product the catalog does not have. */
  status: number;
  /** The data the first view was rendered with, for the page's route-data element (3.1); null for none. */
  data: CarriedData | null;
}

/** The shell's server entry. */
export interface ShellServerEntry {
  contractsVersion: string;
  /** The modules a remote's server entry takes from the shell (rspack.base.ts's shared singletons). */
  shared: Record<string, unknown>;
  render(request: RenderRequest): Promise<RenderedPage | null>;
}
