import { routeDataUrls } from 'shared-contracts/route-data';
import { readManifest, refusesBuild } from '../federation/manifest';
import { isRecord } from '../util/is-record';

export interface Preload {
  href: string;
  as: 'script' | 'style';
}

export interface RoutePreloads {
  /** The remote's entry script and the exposed module's own scripts and styles. */
  files: Preload[];
  /** The data the module asks for first, as its manifest names it (shared-contracts route-data.ts). */
  data: string[];
}

const NOTHING: RoutePreloads = { files: [], data: [] };

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((item): item is string => typeof item === 'string') : []);

/**
 * What loading `module` of the remote will ask for first, from the manifest at `url`, on a route
 * with `params` (null: a path it cannot decode, which names no data) and a location with `query`.
 * Nothing for a manifest the shell would refuse (unusable, another contracts major) or a module it
 * does not expose, and no file on another origin than the manifest's.
 */
export async function routePreloads(
  url: string,
  response: Response,
  module: string,
  config: Record<string, unknown>,
  params: Record<string, string> | null = {},
  query: URLSearchParams = new URLSearchParams(),
): Promise<RoutePreloads> {
  const { text, build } = await readManifest(url, response);
  if (refusesBuild(build)) return NOTHING;
  const manifest = JSON.parse(text) as { metaData: Record<string, unknown>; exposes: unknown[] };
  const expose = manifest.exposes.find((e) => isRecord(e) && e.name === module);
  if (!isRecord(expose)) return NOTHING;
  const entry = isRecord(manifest.metaData.remoteEntry) ? manifest.metaData.remoteEntry : {};
  const publicPath = typeof manifest.metaData.publicPath === 'string' ? manifest.metaData.publicPath : 'auto';
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, url);
  const assets = isRecord(expose.assets) ? expose.assets : {};
  const assetFiles = (kind: string) => strings(isRecord(assets[kind]) ? (assets[kind] as Record<string, unknown>).sync : undefined);
  const entryFile = typeof entry.name === 'string' ? `${typeof entry.path === 'string' && entry.path ? `${entry.path}/` : ''}${entry.name}` : undefined;
  const files: Preload[] = [
    ...(entryFile ? [{ href: entryFile, as: 'script' as const }] : []),
    ...assetFiles('js').map((href) => ({ href, as: 'script' as const })),
    ...assetFiles('css').map((href) => ({ href, as: 'style' as const })),
  ].map((p) => ({ ...p, href: new URL(p.href, base).href }));
  const buildInfo = isRecord(manifest.metaData.buildInfo) ? manifest.metaData.buildInfo : {};
  return {
    files: files.filter((p) => new URL(p.href).origin === new URL(url).origin),
    data: params ? routeDataUrls(buildInfo.routeData, module, config, params, query) : [],
  };
}
