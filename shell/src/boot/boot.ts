import { REMOTE_ROUTES } from '../app/route-table';
import { MANIFEST_REQUEST } from '../federation/manifest';
import { asksForPreviews } from '../federation/preview-request';
import { CONFIG_REQUEST, CONFIG_URL } from '../config/config-request';
import type { EarlyFetcher } from './early-fetches';
import { routeForPath, routeParams } from './route-for-path';
import { isRecord } from '../util/is-record';
import { routePreloads, type Preload } from './route-preloads';
import { SESSION_STORAGE_KEY } from '../stores/storage-keys';
import { parseStoredSession } from '../stores/stored-session';

export interface BootPage {
  location: Pick<Location, 'pathname' | 'search'>;
  localStorage: Pick<Storage, 'getItem'>;
  sessionStorage: Pick<Storage, 'getItem'>;
  preload(preload: Preload): void;
  /** The URLs whose answers the page's HTML already carries (a server-rendered first view): never asked again. */
  carried?: ReadonlySet<string>;
}

/** As long as the catalog itself waits for an answer (the remote reads this response instead). */
const ROUTE_DATA_TIMEOUT_MS = 10_000;

const remoteUrl = (config: Record<string, unknown>, remote: string) => {
  const url = isRecord(config.remotes) ? config.remotes[remote] : undefined;
  return typeof url === 'string' ? url : undefined;
};

const signedIn = (storage: BootPage['localStorage']) => parseStoredSession(storage.getItem(SESSION_STORAGE_KEY)).isLoggedIn;

/**
 * What the boot script does: ask for config.json, then the current route's manifest, then preload
 * the remote's entry and the route's own files and ask for the data the route's manifest names (the
 * remote takes that response through the platform's fetch). The shell validates everything and
 * reports every problem; here a problem only means nothing is preloaded. A preview is left to the shell (it decides
 * which manifest to use), as is a signed-in route for a visitor (they are sent to sign in instead).
 */
export async function boot(page: BootPage, early: EarlyFetcher): Promise<void> {
  const config = early.fetch(CONFIG_URL, CONFIG_REQUEST);
  const route = routeForPath(REMOTE_ROUTES, page.location.pathname);
  const previewing = asksForPreviews(page.location.search, page.sessionStorage);
  if (!route || previewing || (route.signedIn && !signedIn(page.localStorage))) return;
  const settings: unknown = await (await config).clone().json();
  if (!isRecord(settings)) return;
  const url = remoteUrl(settings, route.remote);
  if (!url) return;
  const manifest = await early.fetch(url, MANIFEST_REQUEST);
  const params = routeParams(route, page.location.pathname);
  const query = new URLSearchParams(page.location.search);
  const { files, data } = await routePreloads(url, manifest.clone(), route.module, settings, params, query);
  for (const file of files) page.preload(file);
  for (const href of data.filter((url) => !page.carried?.has(url))) {
    const request = { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(ROUTE_DATA_TIMEOUT_MS) };
    // A failure is the remote's to report, when it reads the response.
    early.fetch(href, request).catch(() => undefined);
  }
}
