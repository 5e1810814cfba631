import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localConfig, runtimeConfig } from './runtime-config';

const ports = { shell: 3000, 'mf-marketing': 3001, 'mf-catalog': 3002, 'mf-checkout': 3003, 'mf-account': 3004, catalog: 3010, auth: 9099 };
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a config file and returns the env that names it. */
function withFile(name: string, text: string): NodeJS.ProcessEnv {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return { SHOP_CONFIG: file };
}

/** The error runtimeConfig throws for this env, as the stack prints it. */
function failure(env: NodeJS.ProcessEnv): string {
  try {
    runtimeConfig(ports, env);
  } catch (error) {
    expect((error as { code?: string }).code).toBe('SHOP_CONFIG');
    return (error as Error).message;
  }
  throw new Error('expected the config to be refused');
}

const local = localConfig(ports);
const FIRST_START = Date.UTC(2026, 10, 24, 9, 30);
/** A week after the first start: when the early-bird offer ends unless the config says otherwise. */
const WEEK_LATER = '2026-12-01T09:30:00.000Z';

describe('runtimeConfig: the SHOP_CONFIG file', () => {
  it('uses the local defaults without one, and merges a partial file over them', () => {
    expect(runtimeConfig(ports, {}, { firstStart: FIRST_START })).toEqual({ ...local, earlyBirdEndsAt: WEEK_LATER });
    const env = { ...withFile('paystack.json', JSON.stringify({ payment: { provider: 'paystack', publicKey: 'pk_test_1' } })), PAYSTACK_SECRET_KEY: 'sk_test_1' };
    expect(runtimeConfig(ports, env, { firstStart: FIRST_START })).toEqual({
      ...local,
      payment: { provider: 'paystack', publicKey: 'pk_test_1' },
      earlyBirdEndsAt: WEEK_LATER,
    });
  });

  it("ends the early-bird offer where the file says, else EARLY_BIRD_ENDS_AT, else a week after the deployment's first start", () => {
    const env = withFile('offer.json', JSON.stringify({ earlyBirdEndsAt: '2026-12-24T18:00:00+01:00' }));
    expect(runtimeConfig(ports, env, { firstStart: FIRST_START }).earlyBirdEndsAt).toBe('2026-12-24T18:00:00+01:00');
    expect(runtimeConfig(ports, { ...env, EARLY_BIRD_ENDS_AT: '2026-11-30T00:00:00Z' }).earlyBirdEndsAt).toBe('2026-11-30T00:00:00Z');
    expect(failure({ EARLY_BIRD_ENDS_AT: '30/11/2026' })).toBe(
      'EARLY_BIRD_ENDS_AT=30/11/2026: must be a date and time with its time zone, such as 2026-12-01T09:00:00Z',
    );
  });

  it('refuses Paystack on one line when the local shop server would have no secret key to verify with', () => {
    const env = withFile('paystack.json', JSON.stringify({ payment: { provider: 'paystack', publicKey: 'pk_test_1' } }));
    expect(failure(env)).toBe(
      `SHOP_CONFIG ${path.join(dir, 'paystack.json')}: payment is paystack, so the local shop server needs PAYSTACK_SECRET_KEY (your Paystack test secret key, sk_test_…) in the environment`,
    );
    expect(runtimeConfig(ports, { ...env, SHOP_SERVER: 'off' })).toMatchObject({ payment: { provider: 'paystack' } });
  });

  it('names the file on one line when it is missing', () => {
    const message = failure({ SHOP_CONFIG: path.join(dir, 'nope.json') });
    expect(message).toBe(`SHOP_CONFIG ${path.join(dir, 'nope.json')}: cannot read it (no such file)`);
  });

  it('names the file on one line when it is not JSON', () => {
    const message = failure(withFile('broken.json', '{ "payment": { "provider": "sandbox", }\n}\n'));
    expect(message).toMatch(new RegExp(`^SHOP_CONFIG ${path.join(dir, 'broken.json')}: not valid JSON \\(.+\\)$`));
    expect(message).not.toContain('\n');
  });

  it('refuses JSON that is not an object', () => {
    for (const text of ['[]', 'null', '42', '"config"']) {
      expect(failure(withFile('shape.json', text))).toMatch(/: it must be a JSON object$/);
    }
  });

  it.each([
    [{ remotes: 'http://x' }, 'remotes: must map each remote to its mf-manifest.json URL'],
    [{ remotes: { mf_catalog: 'ftp://x/mf-manifest.json' } }, 'remotes.mf_catalog: must be the http(s) URL of an mf-manifest.json'],
    [{ catalogUrl: 'dummyjson.com' }, 'catalogUrl: must be an http(s) URL'],
    [{ catalogApiUrl: 'api/catalog' }, 'catalogApiUrl: must be an http(s) URL'],
    [{ identity: { mode: 'google' } }, 'identity.mode: must be one of emulator, firebase'],
    [{ identity: { mode: 'firebase', projectId: 'p' } }, 'identity: needs an apiKey and a projectId for firebase'],
    [{ identity: { mode: 'emulator', emulatorUrl: 9099 } }, 'identity.emulatorUrl: must be an http(s) URL'],
    [{ identity: { mode: 'firebase', apiKey: 'k', projectId: 'p', authDomain: 'a b' } }, 'identity.authDomain: must be a host name such as shop.firebaseapp.com'],
    [{ accountStore: 'firestore' }, 'accountStore: needs mode "server" and the http(s) url of the shop’s server'],
    [{ accountStore: { mode: 'server' } }, 'accountStore.url: is required'],
    [{ payment: { provider: 'stripe' } }, 'payment.provider: must be one of sandbox, paystack'],
    [{ identity: { mode: 'firebase', apiKey: 'k', projectId: 'p' } }, 'payment: must be paystack with identity firebase (the sandbox takes no real payment)'],
    [{ payment: { provider: 'paystack' } }, 'payment: needs a publicKey for paystack'],
    [{ previewOrigins: 'https://qa.example' }, 'previewOrigins: must be a list of origins'],
    [{ previewOrigins: ['https://qa.example/path'] }, 'previewOrigins.0: "https://qa.example/path" is not an origin such as https://preview.example.com'],
    [{ remoteTimeoutMs: 50 }, 'remoteTimeoutMs: must be a whole number of milliseconds from 100 to 60000'],
    [{ earlyBirdEndsAt: '2026-12-01 09:00' }, 'earlyBirdEndsAt: must be a date and time with its time zone, such as 2026-12-01T09:00:00Z'],
  ])('refuses %j: %s', (file, problem) => {
    const env = withFile('wrong.json', JSON.stringify(file));
    expect(failure(env)).toBe(`SHOP_CONFIG ${env.SHOP_CONFIG}: ${problem}`);
  });
});

describe('runtimeConfig: per-remote and catalog variables', () => {
  it('override the config', () => {
    const config = runtimeConfig(ports, {
      MF_CATALOG_MANIFEST: 'https://qa.example/mf-manifest.json',
      CATALOG_URL: 'https://dummyjson.com',
      CATALOG_API_URL: 'https://staging.example/api/catalog',
    });
    expect(config.remotes).toEqual({ ...(local.remotes as object), mf_catalog: 'https://qa.example/mf-manifest.json' });
    expect(config.catalogUrl).toBe('https://dummyjson.com');
    expect(config.catalogApiUrl).toBe('https://staging.example/api/catalog');
  });

  it('are refused, by name, when they are not URLs', () => {
    expect(failure({ MF_CATALOG_MANIFEST: 'localhost:3002' })).toBe('MF_CATALOG_MANIFEST=localhost:3002: must be an http(s) URL of an mf-manifest.json');
    expect(failure({ CATALOG_URL: 'ftp://x' })).toBe('CATALOG_URL=ftp://x: must be an http(s) URL');
    expect(failure({ CATALOG_API_URL: '/api/catalog' })).toBe('CATALOG_API_URL=/api/catalog: must be an http(s) URL');
  });
});

describe('localConfig', () => {
  it("names the shop server's catalog endpoint: the account store's address plus /catalog", () => {
    expect(local.catalogApiUrl).toBe('http://127.0.0.1:9094/demo-storefront/us-central1/catalog');
    expect(local.catalogApiUrl).toBe(`${(local.accountStore as { url: string }).url}/catalog`);
  });
});
