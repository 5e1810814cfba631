import { ConfigError, DEFAULT_REMOTE_TIMEOUT_MS, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const remotes = {
  mf_marketing: 'http://127.0.0.1:3001/mf-manifest.json',
  mf_catalog: 'https://catalog.example.ng/remote/mf-manifest.json',
};
const server = { mode: 'server', url: 'http://127.0.0.1:9094/demo-storefront/us-central1' };
const catalogApiUrl = 'http://127.0.0.1:9094/demo-storefront/us-central1/catalog';
const minimal = { remotes, catalogUrl: 'http://127.0.0.1:3010', catalogApiUrl, accountStore: server };

describe('parseRuntimeConfig', () => {
  it('takes a minimal config and fills the local defaults', () => {
    expect(parseRuntimeConfig(minimal)).toEqual({
      remotes,
      catalogUrl: 'http://127.0.0.1:3010',
      catalogApiUrl,
      identity: { mode: 'emulator', projectId: 'demo-storefront' },
      accountStore: server,
      payment: { provider: 'sandbox' },
      previewOrigins: [],
      remoteTimeoutMs: DEFAULT_REMOTE_TIMEOUT_MS,
    });
  });

  it('keeps the production sections it is given', () => {
    const full = {
      ...minimal,
      identity: { mode: 'firebase', apiKey: 'k', authDomain: 'shop.firebaseapp.com', projectId: 'shop', appCheckSiteKey: '6Lc-site-key' },
      accountStore: { mode: 'server', url: 'https://us-central1-shop.cloudfunctions.net' },
      payment: { provider: 'paystack', publicKey: 'pk_test_x' },
      previewOrigins: ['https://preview.example.ng', 'http://127.0.0.1:4100'],
      remoteTimeoutMs: 2000,
    };
    expect(parseRuntimeConfig(full)).toEqual(full);
  });

  it('refuses real sign-in with the sandbox or no payment provider: production must take real payments', () => {
    const identity = { mode: 'firebase', apiKey: 'k', authDomain: 'shop.firebaseapp.com', projectId: 'shop' };
    const message = 'config.json payment: must be paystack with identity firebase (the sandbox takes no real payment)';
    expect(() => parseRuntimeConfig({ ...minimal, identity })).toThrow(message);
    expect(() => parseRuntimeConfig({ ...minimal, identity, payment: { provider: 'sandbox' } })).toThrow(message);
  });

  it.each([
    [undefined, 'accountStore: needs mode "server" and the http(s) url of the shop’s server'],
    [{ mode: 'server' }, 'accountStore.url: is required'],
    [{ mode: 'firestore', collection: 'accounts' }, 'accountStore.mode: must be server'],
    ['embedded', 'accountStore: needs mode "server" and the http(s) url of the shop’s server'],
  ])("refuses an account store that is not the shop's server with its url: %j", (accountStore, problem) => {
    expect(() => parseRuntimeConfig({ ...minimal, accountStore })).toThrow(new ConfigError(`config.json ${problem}`));
  });

  it.each([
    ['not a list', 'https://preview.example.ng'],
    ['a URL with a path', ['https://preview.example.ng/remotes']],
    ['another scheme', ['ftp://preview.example.ng']],
    ['a number', [42]],
  ])('refuses preview origins that are %s', (_, previewOrigins) => {
    expect(() => parseRuntimeConfig({ ...minimal, previewOrigins })).toThrow(ConfigError);
  });

  it.each([0, 99, 60_001, 1.5, '2000'])('refuses a remote timeout of %p', (remoteTimeoutMs) => {
    expect(() => parseRuntimeConfig({ ...minimal, remoteTimeoutMs })).toThrow(
      'config.json remoteTimeoutMs: must be a whole number of milliseconds from 100 to 60000',
    );
  });

  it("keeps the early-bird offer's end, an instant with its time zone, and has none when the config names none", () => {
    expect(parseRuntimeConfig({ ...minimal, earlyBirdEndsAt: '2026-12-01T09:00:00+01:00' }).earlyBirdEndsAt).toBe('2026-12-01T09:00:00+01:00');
    expect(parseRuntimeConfig(minimal)).not.toHaveProperty('earlyBirdEndsAt');
  });

  it.each(['2026-12-01', '2026-12-01T09:00:00', 'soon', 1_795_000_000_000])('refuses an early-bird end of %p: every browser must read the same instant', (earlyBirdEndsAt) => {
    expect(() => parseRuntimeConfig({ ...minimal, earlyBirdEndsAt })).toThrow(
      'config.json earlyBirdEndsAt: must be a date and time with its time zone, such as 2026-12-01T09:00:00Z',
    );
  });

  it('accepts a config with no remotes listed (an empty map)', () => {
    expect(parseRuntimeConfig({ ...minimal, remotes: {} }).remotes).toEqual({});
  });

  it.each([
    ['null', null],
    ['a string', 'config'],
    ['a list', [minimal]],
  ])('refuses %s', (_, value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(new ConfigError('config.json must be a JSON object'));
  });

  it('refuses a config without remotes, or with remotes that are not a map', () => {
    expect(() => parseRuntimeConfig({ catalogUrl: minimal.catalogUrl })).toThrow(/^config\.json remotes: /);
    expect(() => parseRuntimeConfig({ ...minimal, remotes: 'x' })).toThrow(/^config\.json remotes: /);
    expect(() => parseRuntimeConfig({ ...minimal, remotes: [remotes.mf_catalog] })).toThrow(/^config\.json remotes: /);
  });

  it.each([
    ['a relative path', '/mf-manifest.json'],
    ['another scheme', 'ftp://host/mf-manifest.json'],
    ['a broken URL', 'http://'],
    ['a number', 42],
    ['nothing', null],
  ])('refuses a remote whose manifest URL is %s', (_, url) => {
    expect(() => parseRuntimeConfig({ ...minimal, remotes: { ...remotes, mf_checkout: url } })).toThrow(
      new ConfigError('config.json remotes.mf_checkout: must be the http(s) URL of an mf-manifest.json'),
    );
  });

  it('refuses a missing or malformed catalog URL', () => {
    expect(() => parseRuntimeConfig({ remotes })).toThrow(/^config\.json catalogUrl: /);
    expect(() => parseRuntimeConfig({ ...minimal, catalogUrl: 'catalog' })).toThrow(/^config\.json catalogUrl: /);
  });

  it('refuses a missing or malformed catalog endpoint: no screen of the catalog can load without it', () => {
    const { catalogApiUrl: _, ...without } = minimal;
    expect(() => parseRuntimeConfig(without)).toThrow(new ConfigError('config.json catalogApiUrl: is required'));
    expect(() => parseRuntimeConfig({ ...minimal, catalogApiUrl: '/api/catalog' })).toThrow(/^config\.json catalogApiUrl: /);
    expect(() => parseRuntimeConfig({ ...minimal, catalogApiUrl: 'ftp://shop.example/catalog' })).toThrow(/^config\.json catalogApiUrl: /);
  });

  it('refuses unknown modes and production modes without their keys', () => {
    expect(() => parseRuntimeConfig({ ...minimal, identity: { mode: 'magic' } })).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ ...minimal, identity: { mode: 'firebase', projectId: 'shop' } })).toThrow(/apiKey/);
    expect(() => parseRuntimeConfig({ ...minimal, accountStore: { mode: 'postgres' } })).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ ...minimal, payment: { provider: 'cash' } })).toThrow(ConfigError);
    expect(() => parseRuntimeConfig({ ...minimal, payment: { provider: 'paystack' } })).toThrow(/publicKey/);
    // App Check vouches for a real Firebase project's pages; the emulator's have none.
    expect(() => parseRuntimeConfig({ ...minimal, identity: { mode: 'emulator', appCheckSiteKey: 'k' } })).toThrow(
      'identity: has an appCheckSiteKey, which only a firebase identity uses',
    );
  });

  it('gives its errors the ConfigError name', () => {
    expect(() => parseRuntimeConfig(null)).toThrow(expect.objectContaining({ name: 'ConfigError' }));
  });
});

describe('loadRuntimeConfig', () => {
  // jsdom has no Response: a fake with what loadRuntimeConfig reads.
  const answer = (status: number, body: string) =>
    jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) as unknown }));

  it('fetches /config.json uncached and parses it', async () => {
    const fetchImpl = answer(200, JSON.stringify(minimal));
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).resolves.toMatchObject(minimal);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('rejects with a ConfigError when the server answers 500', async () => {
    await expect(loadRuntimeConfig(answer(500, 'oops') as unknown as typeof fetch)).rejects.toThrow(
      new ConfigError('config.json answered 500'),
    );
  });

  it('rejects with a ConfigError when the body is not JSON', async () => {
    await expect(loadRuntimeConfig(answer(200, '<!doctype html>') as unknown as typeof fetch)).rejects.toThrow(
      new ConfigError('config.json is not valid JSON'),
    );
  });

  it('rejects with a ConfigError when the JSON is not a usable config', async () => {
    await expect(loadRuntimeConfig(answer(200, '{"remotes":{}}') as unknown as typeof fetch)).rejects.toThrow(
      new ConfigError('config.json catalogUrl: is required'),
    );
  });

  it('rejects with a ConfigError when the network fails', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig(offline as unknown as typeof fetch)).rejects.toBeInstanceOf(ConfigError);
  });
});
