import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface ManifestGuard {
  /** Manifests the shell already fetched and checked, by URL. */
  fetched(url: string): string | undefined;
  /** Origins remotes may come from: the runtime config's and accepted previews'. */
  allowedOrigins: ReadonlySet<string>;
}

export class RefusedOriginError extends Error {
  override name = 'RefusedOriginError';
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // not an absolute URL: never one the runtime config gave
  }
};

/**
 * The federation runtime asks this plugin before fetching a manifest: it gets the text the shell
 * already checked (one request per manifest, not two), and a manifest from any origin the runtime
 * config does not name is refused, whoever asked for it.
 */
export function manifestGuardPlugin(guard: ManifestGuard): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-manifest-guard',
    fetch(url) {
      const text = guard.fetched(url);
      if (text !== undefined) return Promise.resolve(new Response(text, { headers: { 'Content-Type': 'application/json' } }));
      const origin = originOf(url);
      if (!origin || !guard.allowedOrigins.has(origin)) {
        return Promise.reject(new RefusedOriginError(`A manifest from ${origin ?? url} was refused: only the runtime config names remotes`));
      }
      return undefined;
    },
  };
}
