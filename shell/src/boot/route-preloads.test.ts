import { ManifestError } from '../federation/manifest';
import { routePreloads } from './route-preloads';

const URL_ = 'http://127.0.0.1:3601/mf-manifest.json';

const manifest = (overrides: { contractsVersion?: string; publicPath?: string; js?: string[] } = {}) => ({
  metaData: {
    name: 'mf_marketing',
    buildInfo: { buildVersion: '1.0.0', contractsVersion: overrides.contractsVersion ?? '1.4.0' },
    publicPath: overrides.publicPath ?? 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
  shared: [],
  exposes: [
    {
      name: 'Home',
      path: './Home',
      assets: {
        js: { sync: overrides.js ?? ['622.6aca0cb7.js', '__federation_expose_Home.e1f323bb.js'], async: ['653.27b97a65.js'] },
        css: { sync: ['__federation_expose_Home.8f5bd606.css'], async: ['653.04761516.css'] },
      },
    },
  ],
});
const reply = (body: unknown, status = 200) =>
  ({ ok: status < 400, status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) }) as Response;

describe('routePreloads', () => {
  it("lists the remote's entry and the module's own scripts and styles, not the ones loaded later", async () => {
    await expect(routePreloads(URL_, reply(manifest()), 'Home')).resolves.toEqual([
      { href: 'http://127.0.0.1:3601/remoteEntry.js', as: 'script' },
      { href: 'http://127.0.0.1:3601/622.6aca0cb7.js', as: 'script' },
      { href: 'http://127.0.0.1:3601/__federation_expose_Home.e1f323bb.js', as: 'script' },
      { href: 'http://127.0.0.1:3601/__federation_expose_Home.8f5bd606.css', as: 'style' },
    ]);
  });

  it('resolves files against a deployed folder', async () => {
    const url = 'https://cdn.example.com/mf-marketing/1.1.0/mf-manifest.json';
    const [entry] = await routePreloads(url, reply(manifest()), 'Home');
    expect(entry!.href).toBe('https://cdn.example.com/mf-marketing/1.1.0/remoteEntry.js');
  });

  it('preloads nothing of a build against another contracts major: the shell refuses it unfetched', async () => {
    await expect(routePreloads(URL_, reply(manifest({ contractsVersion: '2.0.0' })), 'Home')).resolves.toEqual([]);
  });

  it('leaves out files on another origin than the manifest', async () => {
    const preloads = await routePreloads(URL_, reply(manifest({ js: ['https://evil.example.com/x.js'] })), 'Home');
    expect(preloads.map((p) => p.href)).not.toContain('https://evil.example.com/x.js');
    expect(preloads).toHaveLength(2);
  });

  it('preloads nothing for a module the remote does not expose', async () => {
    await expect(routePreloads(URL_, reply(manifest()), 'Checkout')).resolves.toEqual([]);
  });

  it('rejects an unusable manifest as the shell would', async () => {
    await expect(routePreloads(URL_, reply('oops', 500), 'Home')).rejects.toEqual(new ManifestError(`${URL_} answered 500`));
  });
});
