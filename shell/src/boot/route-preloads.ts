import { readManifest, refusesBuild } from '../federation/manifest';
import { isRecord } from '../util/is-record';

export interface Preload {
  href: string;
  as: 'script' | 'style';
}

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((item): item is string => typeof item === 'string') : []);

/**
 * What loading `module` of the remote will ask for first: its entry script and the exposed module's
 * own scripts and styles, from the manifest at `url`. Nothing for a manifest the shell would refuse
 * (unusable, another contracts major), nor for a file on another origin than the manifest's.
 */
export async function routePreloads(url: string, response: Response, module: string): Promise<Preload[]> {
  const { text, build } = await readManifest(url, response);
  if (refusesBuild(build)) return [];
  const manifest = JSON.parse(text) as { metaData: Record<string, unknown>; exposes: unknown[] };
  const entry = isRecord(manifest.metaData.remoteEntry) ? manifest.metaData.remoteEntry : {};
  const publicPath = typeof manifest.metaData.publicPath === 'string' ? manifest.metaData.publicPath : 'auto';
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, url);
  const expose = manifest.exposes.find((e) => isRecord(e) && e.name === module);
  const assets = isRecord(expose) && isRecord(expose.assets) ? expose.assets : {};
  const files = (kind: string) => strings(isRecord(assets[kind]) ? (assets[kind] as Record<string, unknown>).sync : undefined);
  const entryFile = typeof entry.name === 'string' ? `${typeof entry.path === 'string' && entry.path ? `${entry.path}/` : ''}${entry.name}` : undefined;
  const preloads: Preload[] = [
    ...(entryFile && expose ? [{ href: entryFile, as: 'script' as const }] : []),
    ...files('js').map((href) => ({ href, as: 'script' as const })),
    ...files('css').map((href) => ({ href, as: 'style' as const })),
  ].map((p) => ({ ...p, href: new URL(p.href, base).href }));
  return preloads.filter((p) => new URL(p.href).origin === new URL(url).origin);
}
