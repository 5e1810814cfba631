import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACTS_VERSION } from 'shared-contracts';
import { createFederationLoader } from './federation-loader';
import { IncompatibleRemoteError } from './load-remote-screen';
import { createRemoteStatus } from './remote-status';
import { ANOTHER_CONTRACTS_MAJOR } from '../testing/contracts-versions';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const mockedPlugins = registerPlugins as jest.MockedFunction<typeof registerPlugins>;

const remotes = {
  mf_catalog: 'http://127.0.0.1:3002/mf-manifest.json',
  mf_marketing: 'http://127.0.0.1:3001/mf-manifest.json',
};
const screenModule = { default: () => null, contractsVersion: CONTRACTS_VERSION };

function manifest(buildInfo: Record<string, string> = { buildVersion: '1.2.0', contractsVersion: CONTRACTS_VERSION }) {
  return JSON.stringify({ metaData: { buildInfo }, exposes: [], shared: [] });
}
/** A fetch answering every manifest URL with the given body and status. */
function serving(body = manifest(), status = 200) {
  return jest.fn(async () => ({ ok: status < 400, status, text: async () => body }) as Response);
}

function setUp(fetchImpl = serving(), timeoutMs = 5000) {
  const status = createRemoteStatus(remotes);
  let clock = 0;
  const { load, warm } = createFederationLoader({ remotes, timeoutMs, status, fetchImpl, now: () => (clock += 40) });
  return { load, warm, status, fetchImpl };
}

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegister.mockReset();
  mockedPlugins.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('createFederationLoader', () => {
  it('registers every remote by name and manifest URL, and the manifest guard, fetching nothing yet', () => {
    const { fetchImpl } = setUp();
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'mf_catalog', entry: remotes.mf_catalog },
      { name: 'mf_marketing', entry: remotes.mf_marketing },
    ]);
    expect(mockedPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'shop-manifest-guard' })]);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('reads the manifest, then loads remote/Module, and keeps a loaded module', async () => {
    mockedLoadRemote.mockResolvedValue(screenModule);
    const { load, fetchImpl } = setUp();
    await expect(load('mf_catalog', 'ProductList')).resolves.toBe(screenModule);
    await expect(load('mf_catalog', 'ProductList')).resolves.toBe(screenModule);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(remotes.mf_catalog, { cache: 'no-cache' });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_catalog/ProductList');
  });

  it('peeks at a loaded module only once it has loaded', async () => {
    mockedLoadRemote.mockResolvedValue(screenModule);
    const { load } = setUp();
    expect(load.peek?.('mf_catalog', 'ProductList')).toBeUndefined();
    const loading = load('mf_catalog', 'ProductList');
    expect(load.peek?.('mf_catalog', 'ProductList')).toBeUndefined();
    await loading;
    expect(load.peek?.('mf_catalog', 'ProductList')).toBe(screenModule);
  });

  it('records the build the manifest names and the load time for the debug overlay', async () => {
    mockedLoadRemote.mockResolvedValue(screenModule);
    const { load, status } = setUp();
    expect(status.get('mf_catalog')).toMatchObject({ phase: 'idle', attempt: 0 });
    const loading = load('mf_catalog', 'ProductList');
    expect(status.get('mf_catalog')).toMatchObject({ phase: 'loading', attempt: 1 });
    await loading;
    expect(status.get('mf_catalog')).toMatchObject({
      phase: 'ready',
      version: '1.2.0',
      contractsVersion: CONTRACTS_VERSION,
      loadMs: 40,
      manifestUrl: remotes.mf_catalog,
    });
  });

  it('refuses a remote whose manifest names another contracts major before loading any of its code', async () => {
    const { load, status, fetchImpl } = setUp(serving(manifest({ buildVersion: '3.0.0', contractsVersion: ANOTHER_CONTRACTS_MAJOR })));
    const error = await load('mf_catalog', 'ProductList').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompatibleRemoteError);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledTimes(1); // not retried: it will not heal
    expect(status.get('mf_catalog')).toMatchObject({ phase: 'failed', contractsVersion: ANOTHER_CONTRACTS_MAJOR });

    // The team redeploys a compatible build at the same URL: Retry reads the manifest again.
    fetchImpl.mockImplementation(serving().getMockImplementation()!);
    mockedLoadRemote.mockResolvedValue(screenModule);
    await expect(load('mf_catalog', 'ProductList')).resolves.toBe(screenModule);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('reads the manifest again on Retry when a link warmed it while the refused build was still served', async () => {
    const fetchImpl = serving(manifest({ buildVersion: '3.0.0', contractsVersion: ANOTHER_CONTRACTS_MAJOR }));
    const { load, warm } = setUp(fetchImpl);
    await expect(load('mf_catalog', 'ProductList')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    warm('mf_catalog'); // still on its way when the fixed build is deployed and Retry is pressed
    expect(fetchImpl).toHaveBeenCalledTimes(2);

    fetchImpl.mockImplementation(serving().getMockImplementation()!);
    mockedLoadRemote.mockResolvedValue(screenModule);
    await expect(load('mf_catalog', 'ProductList')).resolves.toBe(screenModule);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('retries a manifest answering 500, shows the retries, and forgets the failure so Retry loads again', async () => {
    jest.useFakeTimers();
    const fetchImpl = serving(manifest(), 500);
    const { load, status } = setUp(fetchImpl);
    const settled = load('mf_marketing', 'Home').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(100);
    expect(status.get('mf_marketing')).toMatchObject({ phase: 'retrying', attempt: 2, error: `${remotes.mf_marketing} answered 500` });
    await jest.advanceTimersByTimeAsync(1200);
    expect(await settled).toEqual(expect.objectContaining({ message: `${remotes.mf_marketing} answered 500` }));
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(status.get('mf_marketing')).toMatchObject({ phase: 'failed', attempt: 3 });

    fetchImpl.mockImplementation(serving().getMockImplementation()!);
    mockedLoadRemote.mockResolvedValue(screenModule);
    await expect(load('mf_marketing', 'Home')).resolves.toBe(screenModule);
    expect(status.get('mf_marketing')).toMatchObject({ phase: 'ready', error: undefined });
  });

  it('uses a manifest that arrives after the attempts timed out on the next Retry', async () => {
    jest.useFakeTimers();
    let answer!: (r: Response) => void;
    const fetchImpl = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { load } = setUp(fetchImpl, 1000);
    const first = load('mf_catalog', 'Categories').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(1000 + 300 + 1000 + 1000 + 1000);
    expect(await first).toEqual(expect.objectContaining({ message: 'mf_catalog/Categories did not load within 1000 ms' }));
    expect(fetchImpl).toHaveBeenCalledTimes(1); // the attempts waited on the same request

    answer({ ok: true, status: 200, text: async () => manifest() } as Response);
    mockedLoadRemote.mockResolvedValue(screenModule);
    await expect(load('mf_catalog', 'Categories')).resolves.toBe(screenModule);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('shares one load between screens asking at the same time', async () => {
    mockedLoadRemote.mockResolvedValue(screenModule);
    const { load } = setUp();
    const [a, b] = await Promise.all([load('mf_catalog', 'Categories'), load('mf_catalog', 'Categories')]);
    expect(a).toBe(b);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('warms a remote by reading its manifest once, which the later load uses', async () => {
    mockedLoadRemote.mockResolvedValue(screenModule);
    const { load, warm, fetchImpl } = setUp();
    warm('mf_catalog');
    warm('mf_catalog');
    warm('mf_unknown');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    await load('mf_catalog', 'ProductDetail');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('refuses a remote the runtime config does not name', async () => {
    const { load, fetchImpl } = setUp();
    await expect(load('mf_elsewhere', 'Screen')).rejects.toThrow('mf_elsewhere is not a remote of the runtime config');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
