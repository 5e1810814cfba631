import type { ReactNode } from 'react';
import { createRemoteStatus } from '../federation/remote-status';
import { createOverlayToggle } from './overlay-toggle';
import { RemoteDebugContext, type RemoteDebug } from './remote-debug-context';

/** The overlay's context as the shell builds it, over in-memory storage, for the debug components' tests. */
export function testDebug(search = '?debug=remotes'): RemoteDebug & { wrapper: (p: { children: ReactNode }) => ReactNode } {
  const data = new Map<string, string>();
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
  const debug: RemoteDebug = {
    status: createRemoteStatus(
      { mf_catalog: 'http://127.0.0.1:3002/mf-manifest.json', mf_checkout: 'https://preview.example.ng/pr-7/mf-manifest.json' },
      ['mf_checkout'],
    ),
    overlay: createOverlayToggle(search, storage, new EventTarget()),
  };
  return { ...debug, wrapper: ({ children }) => <RemoteDebugContext.Provider value={debug}>{children}</RemoteDebugContext.Provider> };
}
