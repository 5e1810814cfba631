import { BrowserRouter } from 'react-router-dom';
import { PlatformProvider, type ShopPlatform, type ShopStores } from 'shared-contracts';
import { ScreenLoaderContext, type ScreenLoader } from '../federation/remote-loader-context';
import { Layout } from '../layout/Layout/Layout';
import { AppRoutes } from './AppRoutes';
import { ShellStoresContext } from './shell-stores-context';

export interface AppProps {
  platform: ShopPlatform;
  stores: ShopStores;
  loader: ScreenLoader;
}

export function App({ platform, stores, loader }: AppProps) {
  return (
    <PlatformProvider platform={platform}>
      <ShellStoresContext.Provider value={stores}>
      <ScreenLoaderContext.Provider value={loader}>
        <BrowserRouter>
          <Layout>
            <AppRoutes />
          </Layout>
        </BrowserRouter>
      </ScreenLoaderContext.Provider>
      </ShellStoresContext.Provider>
    </PlatformProvider>
  );
}
