import { lazy, type ReactElement, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PlatformProvider, type ShopPlatform, type ShopStores } from 'shared-contracts';
import { RemoteDebugContext, type RemoteDebug } from '../debug/remote-debug-context';
import { RemotesPanelWhenOn } from '../debug/RemotesPanel/RemotesPanelWhenOn';
import type { PreviewOutcome } from '../federation/previews';
import { ScreenLoaderContext, type ScreenLoader } from '../federation/remote-loader-context';
import { Layout } from '../layout/Layout/Layout';
import { PartBoundary } from '../layout/PartBoundary/PartBoundary';
import { AppRoutes } from './AppRoutes';
import { ShellStoresContext } from './shell-stores-context';

export interface AppProps {
  platform: ShopPlatform;
  stores: ShopStores;
  loader: ScreenLoader;
  /** The remotes' status and the overlay that shows it (QA). */
  debug?: RemoteDebug;
  previews?: Pick<PreviewOutcome, 'active' | 'refused'>;
  onEndPreview?: () => void;
  /** The router around the page: the browser's, or the server's for one URL (server/render-page.tsx). */
  router?: (page: ReactNode) => ReactElement;
}

const NO_PREVIEWS = { active: [], refused: [] };
// QA's banner: its code loads only for a tab that previews a remote or was refused one.
const PreviewBanner = lazy(() => import('../debug/PreviewBanner/PreviewBanner').then((m) => ({ default: m.PreviewBanner })));
const browserRouter = (page: ReactNode) => <BrowserRouter>{page}</BrowserRouter>;

export function App({ platform, stores, loader, debug, previews = NO_PREVIEWS, onEndPreview = () => undefined, router = browserRouter }: AppProps) {
  return (
    <PlatformProvider platform={platform}>
      <ShellStoresContext.Provider value={stores}>
      <ScreenLoaderContext.Provider value={loader}>
      <RemoteDebugContext.Provider value={debug ?? null}>
        {(previews.active.length > 0 || previews.refused.length > 0) && (
          <PartBoundary>
            <PreviewBanner outcome={previews} onEnd={onEndPreview} />
          </PartBoundary>
        )}
        {router(
          <Layout>
            <AppRoutes />
          </Layout>,
        )}
        <RemotesPanelWhenOn />
      </RemoteDebugContext.Provider>
      </ScreenLoaderContext.Provider>
      </ShellStoresContext.Provider>
    </PlatformProvider>
  );
}
