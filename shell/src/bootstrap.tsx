import 'shop-ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { bus } from 'shared-contracts';
import { lazyCallServer } from './accounts/lazy-call-server';
import { shellCalls } from './accounts/shell-calls';
import { App } from './app/App';
import { takeEarlyFetches } from './boot/early-fetches';
import { platformConfigOf } from './config/platform-config';
import { loadRuntimeConfig } from './config/runtime-config';
import { exposeBusForDebugging } from './debug/expose-bus';
import { createOverlayToggle } from './debug/overlay-toggle';
import { REMOTE_ROUTES } from './app/route-table';
import { createFederationLoader } from './federation/federation-loader';
import { prefetchOnIntent } from './federation/prefetch-on-intent';
import { applyPreviews, PREVIEWS_STORAGE_KEY } from './federation/previews';
import { createRemoteStatus } from './federation/remote-status';
import { AccountChooserHost } from './identity/account-chooser-host';
import { shellIdentity } from './identity/shell-identity';
import { StartupError } from './screens/StartupError/StartupError';
import { createShellPlatform } from './stores/create-shell-platform';
import { browserStorage } from './stores/persistence';
import { followAppearance } from './theme/follow-appearance';

const root = createRoot(document.getElementById('root')!);
// What the boot script already asked for (config.json, the route's manifest and data) is taken, not asked again.
const fetchOnce = takeEarlyFetches(window);

loadRuntimeConfig(fetchOnce).then(
  (config) => {
    const { identity, chooser, appCheckToken } = shellIdentity(config.identity);
    const tokens = { idToken: identity.idToken, knownIdToken: identity.knownIdToken, appCheckToken };
    const callServer = lazyCallServer(config.accountStore.url, tokens);
    const { platform, stores } = createShellPlatform(bus, browserStorage(), platformConfigOf(config), { identity, callServer, fetch: fetchOnce });
    followAppearance({ bus, session: stores.session, calls: shellCalls(callServer), storage: browserStorage() });
    // Only once the stores listen: an event emitted through it is never lost.
    exposeBusForDebugging(bus);
    const previews = applyPreviews(config, window.location.search, sessionStorage);
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
    root.render(
      <>
        <App platform={platform} stores={stores} loader={load} debug={{ status, overlay }} previews={previews} onEndPreview={endPreview} />
        {chooser && <AccountChooserHost chooser={chooser} />}
      </>,
    );
  },
  (error: unknown) => {
    console.error('The runtime config could not be read', error);
    root.render(<StartupError />);
  },
);
