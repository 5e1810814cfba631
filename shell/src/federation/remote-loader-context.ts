import { createContext, useContext } from 'react';
import type { RemoteScreenModule } from './load-remote-screen';

/**
 * How RemoteScreen gets a module: federation in the app, a fake in tests. `peek` gives a module already
 * loaded (a link to it was hovered), so its screen paints at once, without a loading placeholder.
 */
export type ScreenLoader = ((remote: string, module: string) => Promise<RemoteScreenModule>) & {
  peek?: (remote: string, module: string) => RemoteScreenModule | undefined;
};

export const ScreenLoaderContext = createContext<ScreenLoader | null>(null);

export function useScreenLoader(): ScreenLoader {
  const loader = useContext(ScreenLoaderContext);
  if (!loader) throw new Error('RemoteScreen needs a ScreenLoaderContext provider');
  return loader;
}
