import * as v from 'valibot';
import { instant } from 'shared-contracts/schemas';
import type { CatalogDatabaseConfig } from '../catalog/catalog-pool';
import { SHOPPERS_PER_ADDRESS } from '../http/limits/rate-limits';

/** How the server takes payments: the sandbox (local stack and tests only) or Paystack. */
export type PaymentConfig =
  | { provider: 'sandbox' }
  | { provider: 'paystack'; secretKey: string; apiUrl: string };

/** Where listing pictures are kept: a folder served by the `image` function (emulator), or Cloud Storage. */
export type ImageConfig = { kind: 'local'; dir: string; baseUrl: string } | { kind: 'cloud'; bucket?: string };

export interface ServerConfig {
  /** The catalog service (DummyJSON's contract) the index imports the shop's own products from. */
  catalogUrl: string;
  /** The catalog index: every product a shopper can find, the catalog's and every seller's. */
  catalogDatabase: CatalogDatabaseConfig;
  /** How old an import of the catalog may grow before it is taken again. */
  catalogRefreshMs: number;
  images: ImageConfig;
  payment: PaymentConfig;
  /** An order not paid within this time expires (and its lines may be bought again). */
  unpaidOrderTtlMs: number;
  /**
   * How old a hold must be before a reconcile may let it go for want of its order's record: a Place Order
   * between its hold and its record is never that slow (orders/reconcile-stores.ts). The local stack, whose
   * instances all restart together, sets it shorter (SHOP_RECONCILE_GRACE_MS).
   */
  reconcileGraceMs: number;
  /** Shared with the courier, who signs delivery reports with it; without it the courier webhook is off. */
  courierSecret?: string;
  /** The shop's staff, by verified email (lower case): they seal and ship the catalog's own products. */
  staffEmails: string[];
  /** When the early-bird offer ends (ms since 1970), the same instant as the runtime config's; none: no end is enforced. */
  earlyBirdEndsAt?: number;
  /**
   * Rate limits (limits/): how many shoppers one client address may stand for, and the proxies whose address
   * entries are trusted, for the callables and for the catalog's GET (which production reaches through Hosting).
   */
  limits: { shoppersPerAddress: number; addressHops: number; catalogAddressHops: number };
  /** Callables refuse requests without a valid App Check token (SHOP_ENFORCE_APP_CHECK=true; production). */
  enforceAppCheck: boolean;
  /**
   * The first view's render (render/): the shell's origin (SHOP_SITE_URL, else the project's default Hosting
   * site), how long a route's remote may take (SHOP_RENDER_BUDGET_MS), and how often the site's files are read
   * again, so a deploy is followed (SHOP_RENDER_REFRESH_MS).
   */
  render: { siteUrl: string | null; budgetMs: number; refreshMs: number };
}

export const PAYSTACK_API_URL = 'https://api.paystack.co';
export const UNPAID_ORDER_TTL_MS = 24 * 60 * 60 * 1000;
/** Two minutes: far past any Place Order's step from its hold to its record, on any instance still running. */
export const RECONCILE_GRACE_MS = 2 * 60 * 1000;
export const CATALOG_REFRESH_MS = 60 * 60 * 1000;
export const RENDER_BUDGET_MS = 150;
export const RENDER_REFRESH_MS = 10_000;
const DUMMYJSON_URL = 'https://dummyjson.com';

/**
 * The Secret Manager secrets every deployed function binds (each reads the config at cold start, so
 * each needs the key to start): `firebase functions:secrets:set PAYSTACK_SECRET_KEY`. The emulator
 * binds none: its functions read the key, if any, from the stack's environment.
 */
export const secretsFor = (env: Record<string, string | undefined>): string[] => (env.FUNCTIONS_EMULATOR === 'true' ? [] : ['PAYSTACK_SECRET_KEY']);

/** The courier webhook also binds the secret it checks signatures with (a function's own list replaces the global one). */
export const courierSecretsFor = (env: Record<string, string | undefined>): string[] =>
  env.FUNCTIONS_EMULATOR === 'true' ? [] : [...secretsFor(env), 'COURIER_WEBHOOK_SECRET'];

export class ServerConfigError extends Error {
  override name = 'ServerConfigError';
}

/**
 * The server's settings from its environment (the stack sets them for the emulator; production sets
 * them in functions/.env and the Paystack key as a secret). Fails closed: outside the emulator, a
 * missing or sandbox payment provider is refused, so unpaid orders can never be counted as paid.
 */
export function serverConfig(env: Record<string, string | undefined>): ServerConfig {
  const emulated = env.FUNCTIONS_EMULATOR === 'true' || env.SHOP_ALLOW_SANDBOX === 'true';
  const provider = env.SHOP_PAYMENT_PROVIDER ?? (emulated ? 'sandbox' : undefined);
  let payment: PaymentConfig;
  if (provider === 'paystack') {
    const secretKey = env.PAYSTACK_SECRET_KEY ?? '';
    // `firebase deploy` loads this code to list the functions, without their secrets; it serves nothing.
    const discovering = env.FUNCTIONS_CONTROL_API === 'true';
    if (!secretKey && !discovering) throw new ServerConfigError('SHOP_PAYMENT_PROVIDER is paystack but PAYSTACK_SECRET_KEY is not set');
    payment = { provider, secretKey, apiUrl: env.PAYSTACK_API_URL || PAYSTACK_API_URL };
  } else if (provider === 'sandbox') {
    if (!emulated) throw new ServerConfigError('The sandbox payment provider runs only in the emulator: set SHOP_PAYMENT_PROVIDER=paystack');
    payment = { provider };
  } else {
    throw new ServerConfigError(
      provider ? `Unknown SHOP_PAYMENT_PROVIDER "${provider}" (paystack or sandbox)` : 'SHOP_PAYMENT_PROVIDER is not set: set it to paystack',
    );
  }
  const ttl = Number(env.SHOP_UNPAID_ORDER_TTL_MS);
  const endsAt = env.SHOP_EARLY_BIRD_ENDS_AT;
  // The runtime config's own check: a local time would end the offer at the server's time zone.
  if (endsAt && !v.is(instant(), endsAt)) {
    throw new ServerConfigError(`SHOP_EARLY_BIRD_ENDS_AT "${endsAt}" is not a date and time with its time zone, such as 2026-12-01T09:00:00Z`);
  }
  const refresh = Number(env.SHOP_CATALOG_REFRESH_MS);
  const shoppers = count(env, 'SHOP_SHOPPERS_PER_ADDRESS', SHOPPERS_PER_ADDRESS, 1);
  // Google's front end appends the client's address before a deployed function; the emulator is reached directly.
  const hops = count(env, 'SHOP_CLIENT_ADDRESS_HOPS', env.FUNCTIONS_EMULATOR === 'true' ? 0 : 1, 0);
  // The catalog's GET comes through Hosting's CDN (its /api/catalog rewrite), one hop more: counting the hop's own
  // address would limit every visitor of one CDN edge together.
  const catalogHops = count(env, 'SHOP_CATALOG_ADDRESS_HOPS', env.FUNCTIONS_EMULATOR === 'true' ? 0 : 2, 0);
  const images: ImageConfig =
    env.SHOP_IMAGE_DIR && env.SHOP_IMAGE_BASE_URL
      ? { kind: 'local', dir: env.SHOP_IMAGE_DIR, baseUrl: env.SHOP_IMAGE_BASE_URL.replace(/\/+$/, '') }
      : { kind: 'cloud', ...(env.SHOP_IMAGE_BUCKET ? { bucket: env.SHOP_IMAGE_BUCKET } : {}) };
  return {
    catalogUrl: (env.SHOP_CATALOG_URL || DUMMYJSON_URL).replace(/\/+$/, ''),
    catalogDatabase: catalogDatabase(env),
    catalogRefreshMs: Number.isFinite(refresh) && refresh > 0 ? refresh : CATALOG_REFRESH_MS,
    images,
    payment,
    unpaidOrderTtlMs: Number.isFinite(ttl) && ttl > 0 ? ttl : UNPAID_ORDER_TTL_MS,
    reconcileGraceMs: count(env, 'SHOP_RECONCILE_GRACE_MS', RECONCILE_GRACE_MS, 0),
    ...(env.COURIER_WEBHOOK_SECRET ? { courierSecret: env.COURIER_WEBHOOK_SECRET } : {}),
    ...(endsAt ? { earlyBirdEndsAt: Date.parse(endsAt) } : {}),
    staffEmails: (env.SHOP_STAFF_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    limits: { shoppersPerAddress: shoppers, addressHops: hops, catalogAddressHops: catalogHops },
    enforceAppCheck: env.SHOP_ENFORCE_APP_CHECK === 'true',
    render: {
      siteUrl: env.SHOP_SITE_URL || (env.GCLOUD_PROJECT && env.FUNCTIONS_EMULATOR !== 'true' ? `https://${env.GCLOUD_PROJECT}.web.app` : null),
      budgetMs: count(env, 'SHOP_RENDER_BUDGET_MS', RENDER_BUDGET_MS, 1),
      refreshMs: count(env, 'SHOP_RENDER_REFRESH_MS', RENDER_REFRESH_MS, 0),
    },
  };
}

/** A whole number setting of at least `min`, or its default when unset; anything else stops the server. */
function count(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ServerConfigError(`${name} "${raw}" must be a whole number of at least ${min}`);
  return value;
}

const IP_TYPES = ['PUBLIC', 'PRIVATE', 'PSC'] as const;

/**
 * The catalog index's PostgreSQL: CATALOG_DATABASE_URL (any PostgreSQL; locally the stack's PGlite), or
 * Cloud SQL by CLOUD_SQL_INSTANCE (project:region:instance), CLOUD_SQL_DATABASE and CLOUD_SQL_USER (the
 * functions' service account, signed in by IAM). None: the server refuses to start, in one line.
 */
function catalogDatabase(env: Record<string, string | undefined>): CatalogDatabaseConfig {
  if (env.CATALOG_DATABASE_URL) {
    if (!/^postgres(ql)?:\/\//.test(env.CATALOG_DATABASE_URL)) throw new ServerConfigError('CATALOG_DATABASE_URL must be a postgres:// connection URL');
    return { kind: 'url', url: env.CATALOG_DATABASE_URL };
  }
  const instance = env.CLOUD_SQL_INSTANCE;
  if (instance) {
    const ipType = (env.CLOUD_SQL_IP_TYPE ?? 'PUBLIC').toUpperCase();
    if (!(IP_TYPES as readonly string[]).includes(ipType)) throw new ServerConfigError(`CLOUD_SQL_IP_TYPE "${ipType}" must be PUBLIC, PRIVATE or PSC`);
    if (!env.CLOUD_SQL_DATABASE || !env.CLOUD_SQL_USER) throw new ServerConfigError('CLOUD_SQL_INSTANCE is set but CLOUD_SQL_DATABASE or CLOUD_SQL_USER is not');
    return { kind: 'cloud-sql', instance, database: env.CLOUD_SQL_DATABASE, user: env.CLOUD_SQL_USER, ipType: ipType as (typeof IP_TYPES)[number] };
  }
  // `firebase deploy` loads this code to list the functions; it connects to nothing.
  if (env.FUNCTIONS_CONTROL_API === 'true') return { kind: 'url', url: 'postgres://unset' };
  throw new ServerConfigError('No catalog database: set CATALOG_DATABASE_URL (any PostgreSQL) or CLOUD_SQL_INSTANCE, CLOUD_SQL_DATABASE and CLOUD_SQL_USER (Cloud SQL)');
}
