import { ManifestError } from '../federation/manifest';
import { routePreloads } from './route-preloads';
import { ANOTHER_CONTRACTS_MAJOR, SAME_CONTRACTS_MAJOR } from '../testing/contracts-versions';

const URL_ = 'http://127.0.0.1:3601/mf-manifest.json';

const CONFIG = { catalogUrl: 'http://127.0.0.1:3610' };
const SUMMARIES = '{catalogUrl}/products?limit=0';

const manifest = (overrides: { contractsVersion?: string; publicPath?: string; js?: string[]; routeData?: unknown } = {}) => ({
  metaData: {
    name: 'mf_marketing',
    buildInfo: {
      buildVersion: '1.0.0',
      contractsVersion: overrides.contractsVersion ?? SAME_CONTRACTS_MAJOR,
      routeData: 'routeData' in overrides ? overrides.routeData : { Home: [SUMMARIES] },
    },
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
    const { files } = await routePreloads(URL_, reply(manifest()), 'Home', CONFIG);
    expect(files).toEqual([
      { href: 'http://127.0.0.1:3601/remoteEntry.js', as: 'script' },
      { href: 'http://127.0.0.1:3601/622.6aca0cb7.js', as: 'script' },
      { href: 'http://127.0.0.1:3601/__federation_expose_Home.e1f323bb.js', as: 'script' },
      { href: 'http://127.0.0.1:3601/__federation_expose_Home.8f5bd606.css', as: 'style' },
    ]);
  });

  it("names the data the module asks for first, under the runtime config's URLs", async () => {
    const { data } = await routePreloads(URL_, reply(manifest()), 'Home', CONFIG);
    expect(data).toEqual(['http://127.0.0.1:3610/products?limit=0']);
  });

  it("fills the route's params into the data, and names none on a path it cannot decode (null params)", async () => {
    const routeData = { Home: [{ template: '{catalogUrl}/products/search?q={:slug|words}' }] };
    expect((await routePreloads(URL_, reply(manifest({ routeData })), 'Home', CONFIG, { slug: 'desk-lamp' })).data).toEqual([
      'http://127.0.0.1:3610/products/search?q=desk+lamp',
    ]);
    expect((await routePreloads(URL_, reply(manifest({ routeData: { Home: [SUMMARIES] } })), 'Home', CONFIG, null)).data).toEqual([]);
  });

  it("fills the location's query into the data (contracts 2.1)", async () => {
    const routeData = { Home: [{ template: '{catalogUrl}/products{?q,page}' }] };
    const query = new URLSearchParams('?page=2&q=desk+lamp&preview=off');
    expect((await routePreloads(URL_, reply(manifest({ routeData })), 'Home', CONFIG, {}, query)).data).toEqual([
      'http://127.0.0.1:3610/products?q=desk+lamp&page=2',
    ]);
  });

  it('names no data for a manifest without route data, or with data it cannot expand', async () => {
    for (const routeData of [undefined, { Home: ['{shopUrl}/x'] }, { About: [SUMMARIES] }]) {
      expect((await routePreloads(URL_, reply(manifest({ routeData })), 'Home', CONFIG)).data).toEqual([]);
    }
  });

  it('resolves files against a deployed folder', async () => {
    const url = 'https://cdn.example.com/mf-marketing/1.1.0/mf-manifest.json';
    const [entry] = (await routePreloads(url, reply(manifest()), 'Home', CONFIG)).files;
    expect(entry!.href).toBe('https://cdn.example.com/mf-marketing/1.1.0/remoteEntry.js');
  });

  it('preloads nothing of a build against another contracts major, data included: the shell refuses it unfetched', async () => {
    await expect(routePreloads(URL_, reply(manifest({ contractsVersion: ANOTHER_CONTRACTS_MAJOR })), 'Home', CONFIG)).resolves.toEqual({ files: [], data: [] });
  });

  it('leaves out files on another origin than the manifest', async () => {
    const preloads = (await routePreloads(URL_, reply(manifest({ js: ['https://evil.example.com/x.js'] })), 'Home', CONFIG)).files;
    expect(preloads.map((p) => p.href)).not.toContain('https://evil.example.com/x.js');
    expect(preloads).toHaveLength(2);
  });

  it('preloads nothing for a module the remote does not expose', async () => {
    await expect(routePreloads(URL_, reply(manifest({ routeData: { Checkout: [SUMMARIES] } })), 'Checkout', CONFIG)).resolves.toEqual({ files: [], data: [] });
  });

  it('rejects an unusable manifest as the shell would', async () => {
    await expect(routePreloads(URL_, reply('oops', 500), 'Home', CONFIG)).rejects.toEqual(new ManifestError(`${URL_} answered 500`));
  });
});
