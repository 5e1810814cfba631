import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACTS_VERSION } from 'shared-contracts';
import type { RuntimeConfig } from '../config/runtime-config';
import { createFederationLoader } from './federation-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const config: RuntimeConfig = {
  remotes: {
    mf_catalog: 'http://127.0.0.1:3002/mf-manifest.json',
    mf_marketing: 'http://127.0.0.1:3001/mf-manifest.json',
  },
  catalogUrl: 'http://127.0.0.1:3010',
  identity: { mode: 'emulator', projectId: 'demo-storefront' },
  accountStore: { mode: 'embedded' },
  payment: { provider: 'sandbox' },
};
const screenModule = { default: () => null, contractsVersion: CONTRACTS_VERSION };

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegister.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('createFederationLoader', () => {
  it('registers every remote of the config by name and manifest URL, fetching nothing yet', () => {
    createFederationLoader(config);
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'mf_catalog', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
      { name: 'mf_marketing', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
    ]);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('loads remote/Module and keeps a loaded module', async () => {
    mockedLoadRemote.mockResolvedValue(screenModule);
    const load = createFederationLoader(config);
    await expect(load('mf_catalog', 'ProductList')).resolves.toBe(screenModule);
    await expect(load('mf_catalog', 'ProductList')).resolves.toBe(screenModule);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_catalog/ProductList');
  });

  it('forgets a failed load so that Retry really loads again', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-003 Failed to get manifest'));
    const load = createFederationLoader(config);

    const first = load('mf_marketing', 'Home');
    const settled = first.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(1300); // the backoff between attempts
    expect(await settled).toEqual(new Error('RUNTIME-003 Failed to get manifest'));
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);

    mockedLoadRemote.mockResolvedValue(screenModule);
    await expect(load('mf_marketing', 'Home')).resolves.toBe(screenModule);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(4);
  });

  it('shares one load between screens asking at the same time', async () => {
    mockedLoadRemote.mockResolvedValue(screenModule);
    const load = createFederationLoader(config);
    const [a, b] = await Promise.all([load('mf_catalog', 'Categories'), load('mf_catalog', 'Categories')]);
    expect(a).toBe(b);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });
});
