import { isRecord } from '../util/is-record';

/** The runtime config (`/config.json`): one build of the shell serves every environment. */
export interface RuntimeConfig {
  /** Federation name of each remote to the URL of its `mf-manifest.json`. */
  remotes: Record<string, string>;
  catalogUrl: string;
  identity: { mode: 'emulator' | 'firebase'; emulatorUrl?: string; apiKey?: string; authDomain?: string; projectId: string };
  /** The shop's server (Cloud Functions) at `url`: the only writer of accounts, listings and orders. */
  accountStore: { mode: 'server'; url: string };
  payment: { provider: 'sandbox' | 'paystack'; publicKey?: string };
  /** Origins QA may load a preview of a remote from (`?preview=`); production lists none. */
  previewOrigins: string[];
  /** One attempt to load a remote gives up after this long (then it is retried, then the fallback shows). */
  remoteTimeoutMs: number;
  /** When the early-bird offer ends, the same instant for everyone (ISO 8601 with its time zone); none: no countdown. */
  earlyBirdEndsAt?: string;
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 8000;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** An optional section: absent gives the local default; present must name a known mode. */
function section<T extends object>(value: unknown, name: string, key: keyof T & string, allowed: readonly string[], fallback: T): T {
  if (value == null) return fallback;
  const mode = isRecord(value) ? value[key] : undefined;
  if (typeof mode !== 'string' || !allowed.includes(mode)) {
    throw new ConfigError(`config.json ${name}.${key} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

function previewOrigins(value: unknown): string[] {
  if (value == null) return [];
  if (!Array.isArray(value)) throw new ConfigError('config.json previewOrigins must be a list of origins');
  return value.map((origin) => {
    if (!isHttpUrl(origin) || new URL(origin).origin !== origin) {
      throw new ConfigError(`config.json previewOrigins: ${String(origin)} is not an origin such as https://preview.example.com`);
    }
    return origin;
  });
}

function remoteTimeout(value: unknown): number {
  if (value == null) return DEFAULT_REMOTE_TIMEOUT_MS;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 100 || value > 60_000) {
    throw new ConfigError('config.json remoteTimeoutMs must be a whole number of milliseconds from 100 to 60000');
  }
  return value;
}

/** An instant every browser reads alike: a date and time with 'Z' or an offset, never local time. */
export const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function instant(value: unknown, name: string): string | undefined {
  if (value == null) return undefined;
  if (typeof value !== 'string' || !INSTANT.test(value) || Number.isNaN(Date.parse(value))) {
    throw new ConfigError(`config.json ${name} must be a date and time with its time zone, such as 2026-12-01T09:00:00Z`);
  }
  return value;
}

/** Checks the shape the shell relies on; a broken config is reported, not half-used. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) throw new ConfigError('config.json is not an object');
  const { remotes, catalogUrl } = value;
  if (!isRecord(remotes)) throw new ConfigError('config.json has no remotes');
  for (const [name, url] of Object.entries(remotes)) {
    if (!isHttpUrl(url)) throw new ConfigError(`remote ${name} has no manifest URL`);
  }
  if (!isHttpUrl(catalogUrl)) throw new ConfigError('config.json has no catalogUrl');
  const identity = section<RuntimeConfig['identity']>(value.identity, 'identity', 'mode', ['emulator', 'firebase'], {
    mode: 'emulator',
    projectId: 'demo-storefront',
  });
  const payment = section<RuntimeConfig['payment']>(value.payment, 'payment', 'provider', ['sandbox', 'paystack'], {
    provider: 'sandbox',
  });
  if (identity.mode === 'firebase' && !(identity.apiKey && identity.projectId)) {
    throw new ConfigError('config.json identity needs an apiKey and a projectId for firebase');
  }
  if (payment.provider === 'paystack' && !payment.publicKey) throw new ConfigError('config.json payment needs a publicKey');
  // Fails closed: real sign-in is production, where the sandbox would take orders no one paid for.
  if (identity.mode === 'firebase' && payment.provider !== 'paystack') {
    throw new ConfigError('config.json payment must be paystack with identity firebase (the sandbox takes no real payment)');
  }
  const accountStore = value.accountStore;
  if (!isRecord(accountStore) || accountStore.mode !== 'server' || !isHttpUrl(accountStore.url)) {
    throw new ConfigError('config.json accountStore needs mode "server" and the http(s) url of the shop’s server');
  }
  const earlyBirdEndsAt = instant(value.earlyBirdEndsAt, 'earlyBirdEndsAt');
  return {
    ...(earlyBirdEndsAt ? { earlyBirdEndsAt } : {}),
    previewOrigins: previewOrigins(value.previewOrigins),
    remoteTimeoutMs: remoteTimeout(value.remoteTimeoutMs),
    remotes: remotes as Record<string, string>,
    catalogUrl,
    identity: { ...identity, projectId: identity.projectId || 'demo-storefront' },
    accountStore: { mode: 'server', url: accountStore.url },
    payment,
  };
}

export const CONFIG_URL = '/config.json';
/** Never a cached copy: the config is how a redeploy or a rollback reaches the page. */
export const CONFIG_REQUEST: RequestInit = { cache: 'no-store' };

/** Reads `/config.json`; every way it can be unusable ends in a ConfigError. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(CONFIG_URL, CONFIG_REQUEST);
  } catch (error) {
    throw new ConfigError(`config.json could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError('config.json is not valid JSON');
  }
  return parseRuntimeConfig(body);
}
