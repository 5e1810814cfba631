import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../config/runtime-config';
import { loadRemoteScreen, type RemoteScreenModule } from './load-remote-screen';
import type { ScreenLoader } from './remote-loader-context';

/**
 * Registers the remotes the runtime config names (nothing is fetched yet) and returns the loader
 * RemoteScreen uses. A loaded module is kept; a failed one is forgotten so Retry really retries.
 */
export function createFederationLoader(config: RuntimeConfig): ScreenLoader {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const cache = new Map<string, Promise<RemoteScreenModule>>();
  return (remote, module) => {
    const id = `${remote}/${module}`;
    let pending = cache.get(id);
    if (!pending) {
      pending = loadRemoteScreen((target) => loadRemote(target), id);
      pending.catch(() => cache.delete(id));
      cache.set(id, pending);
    }
    return pending;
  };
}
