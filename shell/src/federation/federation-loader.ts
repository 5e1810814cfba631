import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchManifest, refusesBuild as refuses, type FetchedManifest } from './manifest';
import { manifestGuardPlugin } from './manifest-guard-plugin';
import { IncompatibleRemoteError, loadRemoteScreen, type RemoteScreenModule } from './load-remote-screen';
import type { ScreenLoader } from './remote-loader-context';
import type { RemoteStatusStore } from './remote-status';

export interface FederationLoaderOptions {
  /** Federation name to manifest URL: the runtime config's, with accepted previews applied. */
  remotes: Record<string, string>;
  /** One attempt gives up after this long. */
  timeoutMs: number;
  status: RemoteStatusStore;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * Registers the remotes (nothing is fetched yet) and returns the loader RemoteScreen uses. Each load
 * reads the remote's manifest first — refusing one built against another contracts major before any of
 * its code runs — then the exposed module. A loaded module is kept; a failed one is forgotten so Retry
 * really retries. A manifest still on its way when an attempt times out is kept: a late arrival is used
 * by the next attempt (Retry).
 */
export interface FederationLoader {
  load: ScreenLoader;
  /** Reads a remote's manifest ahead of need (a link to it came into view); failures are left for load. */
  warm(remote: string): void;
}

export function createFederationLoader(options: FederationLoaderOptions): FederationLoader {
  const { remotes, timeoutMs, status, fetchImpl = (...args) => fetch(...args), now = () => performance.now() } = options;
  const manifests = new Map<string, Promise<FetchedManifest>>();
  const texts = new Map<string, string>();
  const allowedOrigins = new Set(Object.values(remotes).map((url) => new URL(url).origin));
  registerPlugins([manifestGuardPlugin({ fetched: (url) => texts.get(url), allowedOrigins })]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));

  /** The manifest, shared with a read already on its way; `joined` says whether one was. */
  const manifestOf = (url: string) => {
    const pending = manifests.get(url);
    if (pending) return { manifest: pending, joined: true };
    const fetched = fetchManifest(url, fetchImpl);
    const forget = () => manifests.get(url) === fetched && manifests.delete(url);
    // Only a usable manifest is kept: a refused one is read again on Retry, as the team may redeploy a
    // compatible build at the same URL.
    fetched.then((manifest) => (refuses(manifest.build) ? forget() : texts.set(url, manifest.text)), forget);
    manifests.set(url, fetched);
    return { manifest: fetched, joined: false };
  };

  const screens = new Map<string, Promise<RemoteScreenModule>>();
  const loaded = new Map<string, RemoteScreenModule>();
  const load: ScreenLoader = (remote, module) => {
    const id = `${remote}/${module}`;
    const cached = screens.get(id);
    if (cached) return cached;
    const url = remotes[remote];
    if (!url) return Promise.reject(new Error(`${remote} is not a remote of the runtime config`));

    const started = now();
    status.update(remote, { phase: 'loading', attempt: 1, error: undefined });
    const attempt = async (target: string) => {
      const read = manifestOf(url);
      let { build } = await read.manifest;
      // A refused read begun earlier (a link warmed it) may predate a fixed redeploy: read once more.
      if (refuses(build) && read.joined) ({ build } = await manifestOf(url).manifest);
      status.update(remote, build);
      if (refuses(build)) throw new IncompatibleRemoteError(target, build.contractsVersion!);
      return loadRemote(target);
    };
    const pending = loadRemoteScreen(attempt, id, {
      timeoutMs,
      onRetry: (n, error) => status.update(remote, { phase: 'retrying', attempt: n, error: describe(error) }),
    });
    screens.set(id, pending);
    pending.then(
      (mod) => {
        loaded.set(id, mod);
        status.update(remote, { phase: 'ready', loadMs: Math.round(now() - started), error: undefined });
      },
      (error: unknown) => {
        screens.delete(id);
        status.update(remote, { phase: 'failed', error: describe(error) });
      },
    );
    return pending;
  };
  load.peek = (remote, module) => loaded.get(`${remote}/${module}`);
  const warm = (remote: string) => {
    const url = remotes[remote];
    if (url) manifestOf(url).manifest.catch(() => undefined);
  };
  return { load, warm };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
