// What a server render needs both sides to agree on: where an app publishes its server entry, what a
// remote's entry exports, and what the shell's hands to remotes and to the render function.
//
// Imported from 'shared-contracts/server-render', not the package root: only server entries and the render
// function read it, never a browser page.
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

/** A remote's server entry: its exposed screens by exposed name, as the browser loads them. */
export interface RemoteServerEntry {
  /** The shared-contracts version it was built against: another major gets no server render. */
  contractsVersion: string;
  screens: Record<string, { default: ComponentType }>;
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
}

/** The page's first view, or null for a route the shell leaves to the browser (signed-in, unknown). */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The server stylesheets of the remotes that rendered (beside their entries), beyond the shell's own. */
  styles: string[];
  /** Areas left to the browser, by remote name, and why (the server's log says it; the page works). */
  fallbacks: { remote: string; reason: string }[];
  /** The page's HTTP status: 200 for every route rendered so far. */
  status: number;
}

/** The shell's server entry. */
export interface ShellServerEntry {
  contractsVersion: string;
  /** The modules a remote's server entry takes from the shell (rspack.base.ts's shared singletons). */
  shared: Record<string, unknown>;
  render(request: RenderRequest): Promise<RenderedPage | null>;
}
