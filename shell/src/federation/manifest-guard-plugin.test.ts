/** @jest-environment node */
// The federation runtime hands fetch hooks real Responses (node has them; jsdom does not).
import { manifestGuardPlugin, RefusedOriginError } from './manifest-guard-plugin';

const plugin = manifestGuardPlugin({
  fetched: (url) => (url === 'http://127.0.0.1:3002/mf-manifest.json' ? '{"checked":true}' : undefined),
  allowedOrigins: new Set(['http://127.0.0.1:3002', 'https://preview.example.ng']),
});
const fetchHook = (url: string) => (plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined)(url, {});

describe('manifestGuardPlugin', () => {
  it('gives the runtime the manifest the shell already fetched', async () => {
    const response = await fetchHook('http://127.0.0.1:3002/mf-manifest.json');
    await expect(response!.json()).resolves.toEqual({ checked: true });
  });

  it('lets the runtime fetch from an allowed origin itself', () => {
    expect(fetchHook('https://preview.example.ng/mf-catalog/mf-manifest.json')).toBeUndefined();
  });

  it('refuses a relative manifest URL, which no config gives', async () => {
    await expect(fetchHook('/mf-manifest.json')).rejects.toBeInstanceOf(RefusedOriginError);
  });

  it('refuses a manifest from any other origin', async () => {
    await expect(fetchHook('https://evil.example.com/mf-manifest.json')).rejects.toEqual(
      new RefusedOriginError('A manifest from https://evil.example.com was refused: only the runtime config names remotes'),
    );
  });
});
