import { SHOPPERS_PER_ADDRESS } from '../http/limits/rate-limits';
import { CATALOG_REFRESH_MS, courierSecretsFor, PAYSTACK_API_URL, RECONCILE_GRACE_MS, RENDER_BUDGET_MS, RENDER_REFRESH_MS, secretsFor, serverConfig, UNPAID_ORDER_TTL_MS } from './server-config';

const DB = { CATALOG_DATABASE_URL: 'postgres://127.0.0.1:9092/postgres' };

describe('serverConfig: fails closed', () => {
  it('refuses to start in production with no payment provider, or with the sandbox', () => {
    expect(() => serverConfig({})).toThrow('SHOP_PAYMENT_PROVIDER is not set: set it to paystack');
    expect(() => serverConfig({ SHOP_PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      'The sandbox payment provider runs only in the emulator: set SHOP_PAYMENT_PROVIDER=paystack',
    );
    expect(() => serverConfig({ SHOP_PAYMENT_PROVIDER: 'stripe' })).toThrow('Unknown SHOP_PAYMENT_PROVIDER "stripe" (paystack or sandbox)');
  });

  it('refuses Paystack without its secret key, except to firebase deploy listing the functions (secrets are bound later)', () => {
    expect(() => serverConfig({ SHOP_PAYMENT_PROVIDER: 'paystack' })).toThrow('SHOP_PAYMENT_PROVIDER is paystack but PAYSTACK_SECRET_KEY is not set');
    expect(serverConfig({ SHOP_PAYMENT_PROVIDER: 'paystack', FUNCTIONS_CONTROL_API: 'true' }).payment.provider).toBe('paystack');
    expect(() => serverConfig({ FUNCTIONS_CONTROL_API: 'true' })).toThrow('SHOP_PAYMENT_PROVIDER is not set: set it to paystack');
  });

  it('takes Paystack with its key in production, and the sandbox by default in the emulator', () => {
    expect(
      serverConfig({
        SHOP_PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_live_x',
        SHOP_CATALOG_URL: 'https://cat.example/',
        SHOP_STAFF_EMAILS: ' Ops@Shop.example, ,store@shop.example',
        CLOUD_SQL_INSTANCE: 'oja-express:us-central1:catalog',
        CLOUD_SQL_DATABASE: 'catalog',
        CLOUD_SQL_USER: 'functions@oja-express.iam',
      }),
    ).toEqual({
      catalogUrl: 'https://cat.example',
      catalogDatabase: { kind: 'cloud-sql', instance: 'oja-express:us-central1:catalog', database: 'catalog', user: 'functions@oja-express.iam', ipType: 'PUBLIC' },
      catalogRefreshMs: CATALOG_REFRESH_MS,
      images: { kind: 'cloud' },
      payment: { provider: 'paystack', secretKey: 'sk_live_x', apiUrl: PAYSTACK_API_URL },
      unpaidOrderTtlMs: UNPAID_ORDER_TTL_MS,
      reconcileGraceMs: RECONCILE_GRACE_MS,
      staffEmails: ['ops@shop.example', 'store@shop.example'],
      limits: { shoppersPerAddress: SHOPPERS_PER_ADDRESS, addressHops: 1, catalogAddressHops: 2 },
      enforceAppCheck: false,
      // No project known: the render function has no site to read, and says so.
      render: { siteUrl: null, budgetMs: RENDER_BUDGET_MS, refreshMs: RENDER_REFRESH_MS },
    });
    expect(
      serverConfig({ ...DB, FUNCTIONS_EMULATOR: 'true', SHOP_UNPAID_ORDER_TTL_MS: '5000', SHOP_IMAGE_DIR: '/srv/images', SHOP_IMAGE_BASE_URL: 'http://127.0.0.1:9094/p/us-central1/image/' }),
    ).toMatchObject({
      catalogDatabase: { kind: 'url', url: DB.CATALOG_DATABASE_URL },
      payment: { provider: 'sandbox' },
      unpaidOrderTtlMs: 5000,
      images: { kind: 'local', dir: '/srv/images', baseUrl: 'http://127.0.0.1:9094/p/us-central1/image' },
      limits: { addressHops: 0, catalogAddressHops: 0 },
    });
  });

  it('takes the rate limits and App Check from the environment, refusing a setting that is not a count', () => {
    const env = { ...DB, FUNCTIONS_EMULATOR: 'true' };
    expect(serverConfig({ ...env, SHOP_SHOPPERS_PER_ADDRESS: '50', SHOP_CLIENT_ADDRESS_HOPS: '2', SHOP_CATALOG_ADDRESS_HOPS: '3', SHOP_ENFORCE_APP_CHECK: 'true' })).toMatchObject({
      limits: { shoppersPerAddress: 50, addressHops: 2, catalogAddressHops: 3 },
      enforceAppCheck: true,
    });
    expect(() => serverConfig({ ...env, SHOP_SHOPPERS_PER_ADDRESS: '0' })).toThrow('SHOP_SHOPPERS_PER_ADDRESS "0" must be a whole number of at least 1');
    expect(() => serverConfig({ ...env, SHOP_CLIENT_ADDRESS_HOPS: 'one' })).toThrow('SHOP_CLIENT_ADDRESS_HOPS "one" must be a whole number of at least 0');
    expect(() => serverConfig({ ...env, SHOP_CATALOG_ADDRESS_HOPS: '-1' })).toThrow('SHOP_CATALOG_ADDRESS_HOPS "-1" must be a whole number of at least 0');
  });

  it('renders pages from the project’s own Hosting site in production, and from the site it is told of in the emulator', () => {
    const production = { SHOP_PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_x', ...DB, GCLOUD_PROJECT: 'oja-express' };
    expect(serverConfig(production).render).toEqual({ siteUrl: 'https://oja-express.web.app', budgetMs: RENDER_BUDGET_MS, refreshMs: RENDER_REFRESH_MS });
    expect(serverConfig({ ...production, SHOP_SITE_URL: 'https://shop.example', SHOP_RENDER_BUDGET_MS: '300', SHOP_RENDER_REFRESH_MS: '0' }).render).toEqual({
      siteUrl: 'https://shop.example',
      budgetMs: 300,
      refreshMs: 0,
    });
    // The emulator's project is a demo: its site is the stack's, never a guess.
    expect(serverConfig({ ...DB, FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-storefront' }).render.siteUrl).toBeNull();
    expect(() => serverConfig({ ...DB, FUNCTIONS_EMULATOR: 'true', SHOP_RENDER_BUDGET_MS: '0' })).toThrow('SHOP_RENDER_BUDGET_MS "0" must be a whole number of at least 1');
  });
});

describe('secretsFor', () => {
  it('binds the Paystack key from Secret Manager when deployed, and nothing in the emulator', () => {
    expect(secretsFor({})).toEqual(['PAYSTACK_SECRET_KEY']);
    expect(secretsFor({ FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
  });

  it('binds the courier webhook to the courier secret as well, which turns the webhook on', () => {
    expect(courierSecretsFor({})).toEqual(['PAYSTACK_SECRET_KEY', 'COURIER_WEBHOOK_SECRET']);
    expect(courierSecretsFor({ FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
    const emulated = { ...DB, FUNCTIONS_EMULATOR: 'true' };
    expect(serverConfig(emulated).courierSecret).toBeUndefined();
    expect(serverConfig({ ...emulated, COURIER_WEBHOOK_SECRET: 's3cret' }).courierSecret).toBe('s3cret');
  });
});

describe('the catalog index', () => {
  const emulated = { FUNCTIONS_EMULATOR: 'true' };
  it('refuses to start without a catalog database, in one line naming what to set', () => {
    expect(() => serverConfig(emulated)).toThrow(
      'No catalog database: set CATALOG_DATABASE_URL (any PostgreSQL) or CLOUD_SQL_INSTANCE, CLOUD_SQL_DATABASE and CLOUD_SQL_USER (Cloud SQL)',
    );
    expect(() => serverConfig({ ...emulated, CATALOG_DATABASE_URL: 'mysql://x' })).toThrow('CATALOG_DATABASE_URL must be a postgres:// connection URL');
    expect(() => serverConfig({ ...emulated, CLOUD_SQL_INSTANCE: 'p:r:i' })).toThrow('CLOUD_SQL_INSTANCE is set but CLOUD_SQL_DATABASE or CLOUD_SQL_USER is not');
  });

  it('refreshes the catalog hourly unless told otherwise', () => {
    expect(serverConfig({ ...emulated, ...DB }).catalogRefreshMs).toBe(CATALOG_REFRESH_MS);
    expect(serverConfig({ ...emulated, ...DB, SHOP_CATALOG_REFRESH_MS: '60000' }).catalogRefreshMs).toBe(60_000);
  });
});

describe('the early-bird offer', () => {
  const emulated = { ...DB, FUNCTIONS_EMULATOR: 'true' };
  it('ends at the instant SHOP_EARLY_BIRD_ENDS_AT names, the runtime config’s own', () => {
    expect(serverConfig({ ...emulated, SHOP_EARLY_BIRD_ENDS_AT: '2026-12-01T09:00:00.000Z' }).earlyBirdEndsAt).toBe(Date.UTC(2026, 11, 1, 9));
    expect(serverConfig(emulated).earlyBirdEndsAt).toBeUndefined();
  });

  it.each(['next friday', '2026-12-01T09:00:00'])('refuses to start with an end that is not an instant: %p', (end) => {
    expect(() => serverConfig({ ...emulated, SHOP_EARLY_BIRD_ENDS_AT: end })).toThrow(
      `SHOP_EARLY_BIRD_ENDS_AT "${end}" is not a date and time with its time zone, such as 2026-12-01T09:00:00Z`,
    );
  });
});
