import { parseStoredSession, SESSION_STORAGE_KEY } from 'shared-contracts';
import { REMOTE_ROUTES } from '../app/route-table';
import { MANIFEST_REQUEST } from '../federation/manifest';
import { PREVIEWS_STORAGE_KEY } from '../federation/previews';
import { CONFIG_REQUEST, CONFIG_URL } from '../config/runtime-config';
import type { EarlyFetcher } from './early-fetches';
import { routeForPath } from './route-for-path';
import { routePreloads, type Preload } from './route-preloads';

export interface BootPage {
  location: Pick<Location, 'pathname' | 'search'>;
  localStorage: Pick<Storage, 'getItem'>;
  sessionStorage: Pick<Storage, 'getItem'>;
  preload(preload: Preload): void;
}

const remoteUrl = (config: unknown, remote: string) => {
  const remotes = (config as { remotes?: Record<string, unknown> } | null)?.remotes;
  const url = remotes?.[remote];
  return typeof url === 'string' ? url : undefined;
};

const signedIn = (storage: BootPage['localStorage']) => parseStoredSession(storage.getItem(SESSION_STORAGE_KEY)).isLoggedIn;

/**
 * What the boot script does: ask for config.json, then the current route's manifest, then preload
 * the remote's entry and the route's own files. The shell validates everything and reports every
 * problem; here a problem only means nothing is preloaded. A preview is left to the shell (it decides
 * which manifest to use), as is a signed-in route for a visitor (they are sent to sign in instead).
 */
export async function boot(page: BootPage, early: EarlyFetcher): Promise<void> {
  const config = early.fetch(CONFIG_URL, CONFIG_REQUEST);
  const route = routeForPath(REMOTE_ROUTES, page.location.pathname);
  const previewing = new URLSearchParams(page.location.search).has('preview') || Boolean(page.sessionStorage.getItem(PREVIEWS_STORAGE_KEY));
  if (!route || previewing || (route.signedIn && !signedIn(page.localStorage))) return;
  const url = remoteUrl(await (await config).clone().json(), route.remote);
  if (!url) return;
  const manifest = await early.fetch(url, MANIFEST_REQUEST);
  for (const preload of await routePreloads(url, manifest.clone(), route.module)) page.preload(preload);
}
