import 'shop-ui/tokens.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { bus } from 'shared-contracts';
import { lazyCallServer } from './accounts/lazy-call-server';
import { shellCalls } from './accounts/shell-calls';
import { App } from './app/App';
import { carriedDataReader, readCarriedData } from './boot/carried-data';
import { takeEarlyFetches } from './boot/early-fetches';
import { platformConfigOf } from './config/platform-config';
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
import { exposeBusForDebugging } from './debug/expose-bus';
import { createOverlayToggle } from './debug/overlay-toggle';
import { REMOTE_ROUTES } from './app/route-table';
import { routeForPath } from './boot/route-for-path';
import type { ScreenLoader } from './federation/remote-loader-context';
import { createFederationLoader } from './federation/federation-loader';
import { prefetchOnIntent } from './federation/prefetch-on-intent';
import { asksForPreviews, PREVIEWS_STORAGE_KEY } from './federation/preview-request';
import type { PreviewOutcome } from './federation/previews';
import { createRemoteStatus } from './federation/remote-status';
import { AccountChooserHost } from './identity/account-chooser-host';
import { shellIdentity } from './identity/shell-identity';
import { StartupError } from './screens/StartupError/StartupError';
import { createShellPlatform } from './stores/create-shell-platform';
import { browserStorage } from './stores/persistence';
import { followAppearance } from './theme/follow-appearance';
import { nextTask } from './util/next-task';

const container = document.getElementById('root')!;
// A public route's first view came as HTML (shell/src/server): the same tree hydrates it in place.
const serverRendered = container.firstElementChild !== null;
/** How long hydration waits for the route's screen: past it the page hydrates, and the area when its screen comes. */
const SCREEN_WAIT_MS = 2000;

/**
 * The route's screen (its files were asked for by the boot script): hydrating with it at hand takes the whole
 * page in one pass. An area still waiting when something above it re-renders would be drawn again.
 */
async function screenOfThisPage(load: ScreenLoader): Promise<void> {
  const route = routeForPath(REMOTE_ROUTES, window.location.pathname);
  if (!route) return;
  await Promise.race([load(route.remote, route.module).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]);
}
/** The remotes with QA's previews applied; the previews' code loads only for a tab that asks for one or keeps one. */
async function previewsOf(config: RuntimeConfig): Promise<PreviewOutcome> {
  if (!asksForPreviews(window.location.search, sessionStorage)) return { remotes: config.remotes, active: [], refused: [] };
  const { applyPreviews } = await import('./federation/previews');
  return applyPreviews(config, window.location.search, sessionStorage);
}

// What the boot script already asked for (config.json, the route's manifest and data) is taken, not asked again.
const fetchOnce = takeEarlyFetches(window);

loadRuntimeConfig(fetchOnce).then(
  async (config) => {
    // Apart from evaluating the shop's code, which the config may have been waiting for in the same task.
    await nextTask();
    const { identity, chooser, appCheckToken } = shellIdentity(config.identity);
    const tokens = { idToken: identity.idToken, knownIdToken: identity.knownIdToken, appCheckToken };
    const callServer = lazyCallServer(config.accountStore.url, tokens);
    const { platform, stores } = createShellPlatform(bus, browserStorage(), platformConfigOf(config), {
      identity,
      callServer,
      fetch: fetchOnce,
      readRouteData: carriedDataReader(readCarriedData(document)),
    });
    followAppearance({ bus, session: stores.session, calls: shellCalls(callServer), storage: browserStorage() });
    // Only once the stores listen: an event emitted through it is never lost.
    exposeBusForDebugging(bus);
    const previews = await previewsOf(config);
    const status = createRemoteStatus(previews.remotes, previews.active.map((p) => p.remote));
    const { load, warm } = createFederationLoader({ remotes: previews.remotes, timeoutMs: config.remoteTimeoutMs, status, fetchImpl: fetchOnce });
    prefetchOnIntent(document, { routes: REMOTE_ROUTES, load, warm, isSignedIn: () => stores.session.get().isLoggedIn });
    const overlay = createOverlayToggle(window.location.search, sessionStorage, window);
    const endPreview = () => {
      sessionStorage.removeItem(PREVIEWS_STORAGE_KEY);
      const url = new URL(window.location.href);
      url.searchParams.delete('preview');
      window.location.assign(url.toString());
    };
    const page = (
      <>
        <App platform={platform} stores={stores} loader={load} debug={{ status, overlay }} previews={previews} onEndPreview={endPreview} />
        {chooser && <AccountChooserHost chooser={chooser} />}
      </>
    );
    // A preview's remote is not the one the server rendered with: the page is drawn anew.
    if (serverRendered && previews.active.length === 0) {
      void screenOfThisPage(load).then(() =>
        // As a transition, hydration yields to the browser between components instead of one long task.
        startTransition(() => {
          hydrateRoot(container, page, {
            onRecoverableError: (error) => console.error('The server-rendered page could not be hydrated in place', error),
          });
        }),
      );
    } else createRoot(container).render(page);
  },
  (error: unknown) => {
    console.error('The runtime config could not be read', error);
    createRoot(container).render(<StartupError />);
  },
);
