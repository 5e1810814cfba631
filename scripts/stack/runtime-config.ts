// The runtime config the shell reads as /config.json: local defaults, overridden by
// environment variables (one per remote) or a whole file (SHOP_CONFIG=path/to/config.json).
// A file or variable the shell could not use stops the start with one line naming it.
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
// One check of the config, the shell's own: what the stack serves, the shell accepts.
import { checkRuntimeConfig } from '../../shell/src/config/runtime-config-schema';
import { EARLY_BIRD_COUNTDOWN_MS } from '../../shared-contracts/src/constants';
import { httpUrl, instant } from '../../shared-contracts/src/schemas/index';
import { REMOTES } from './apps';
import { emulatorPorts } from './auth-emulator';

/** A config as the stack builds and serves it (the shell's schema decides whether it is usable). */
export type StackConfig = Record<string, unknown> & {
  remotes: Record<string, string>;
  catalogUrl?: unknown;
  catalogApiUrl?: unknown;
  identity?: Record<string, unknown>;
  payment?: Record<string, unknown>;
  earlyBirdEndsAt?: unknown;
};

const isHttpUrl = (value: unknown) => v.is(httpUrl(), value);
const isInstant = (value: unknown) => v.is(instant(), value);
export const envName = (federation: string) => `${federation.toUpperCase()}_MANIFEST`;

/** A config the stack refuses to serve; the message is the one line to show. */
export class ConfigFileError extends Error {
  override name = 'ConfigFileError';
  readonly code = 'SHOP_CONFIG';
}

export function localConfig(ports: Record<string, number>, host = '127.0.0.1'): StackConfig {
  const projectId = 'demo-storefront';
  // The shop's server: the stack's Functions emulator, beside the Auth emulator.
  const server = `http://${host}:${emulatorPorts(ports.auth!).functions}/${projectId}/us-central1`;
  return {
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.federation, `http://${host}:${ports[r.dir]}/mf-manifest.json`]),
    ),
    catalogUrl: `http://${host}:${ports.catalog}`,
    // Its catalog endpoint, the function `catalog` (in production behind the shell's /api/catalog).
    catalogApiUrl: `${server}/catalog`,
    identity: { mode: 'emulator', emulatorUrl: `http://${host}:${ports.auth}`, projectId },
    accountStore: { mode: 'server', url: server },
    payment: { provider: 'sandbox' },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** What is wrong with a config, as the shell judges it ('remoteTimeoutMs: must be …'), or null. */
export function configProblem(config: unknown): string | null {
  const checked = checkRuntimeConfig(config);
  return checked.ok ? null : checked.problem;
}

/** The file SHOP_CONFIG names, read and parsed; every way it can fail is one ConfigFileError line. */
function readConfigFile(file: string): Record<string, unknown> {
  const shown = path.resolve(file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (caught) {
    const error = caught as NodeJS.ErrnoException;
    const reason = error.code === 'ENOENT' ? 'no such file' : error.code === 'EISDIR' ? 'it is a folder' : (error.code ?? error.message);
    throw new ConfigFileError(`SHOP_CONFIG ${shown}: cannot read it (${reason})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigFileError(`SHOP_CONFIG ${shown}: not valid JSON (${String((error as Error).message).split('\n')[0]})`);
  }
  if (!isRecord(value)) throw new ConfigFileError(`SHOP_CONFIG ${shown}: it must be a JSON object`);
  return value;
}

/**
 * Paystack with the local shop server needs the secret key the server verifies payments with; without
 * it the server would refuse to start, and the shop would only time out.
 */
function serverKeyProblem(config: StackConfig, env: NodeJS.ProcessEnv) {
  const localServer = config.identity?.mode === 'emulator' && env.AUTH_EMULATOR !== 'off' && env.SHOP_SERVER !== 'off';
  if (config.payment?.provider !== 'paystack' || !localServer || isText(env.PAYSTACK_SECRET_KEY)) return null;
  return 'payment is paystack, so the local shop server needs PAYSTACK_SECRET_KEY (your Paystack test secret key, sk_test_…) in the environment';
}

/**
 * Defaults for these ports, then SHOP_CONFIG's file, then per-remote, catalog and offer variables. The
 * early-bird offer ends where the file or EARLY_BIRD_ENDS_AT says, else 7 days after `firstStart`.
 */
export function runtimeConfig(ports: Record<string, number>, env: NodeJS.ProcessEnv = process.env, { firstStart = Date.now() } = {}): StackConfig {
  let config = localConfig(ports);
  if (env.SHOP_CONFIG) {
    const fromFile = { ...config, ...readConfigFile(env.SHOP_CONFIG) } as StackConfig;
    const problem = configProblem(fromFile) ?? serverKeyProblem(fromFile, env);
    if (problem) throw new ConfigFileError(`SHOP_CONFIG ${path.resolve(env.SHOP_CONFIG)}: ${problem}`);
    config = fromFile;
  }
  config = { ...config, remotes: { ...config.remotes } };
  for (const r of REMOTES) {
    const name = envName(r.federation);
    const url = env[name];
    if (!url) continue;
    if (!isHttpUrl(url)) throw new ConfigFileError(`${name}=${url}: must be an http(s) URL of an mf-manifest.json`);
    config.remotes[r.federation] = url;
  }
  for (const [name, field] of [['CATALOG_URL', 'catalogUrl'], ['CATALOG_API_URL', 'catalogApiUrl']] as const) {
    const url = env[name];
    if (!url) continue;
    if (!isHttpUrl(url)) throw new ConfigFileError(`${name}=${url}: must be an http(s) URL`);
    config[field] = url;
  }
  if (env.EARLY_BIRD_ENDS_AT) {
    if (!isInstant(env.EARLY_BIRD_ENDS_AT)) {
      throw new ConfigFileError(`EARLY_BIRD_ENDS_AT=${env.EARLY_BIRD_ENDS_AT}: must be a date and time with its time zone, such as 2026-12-01T09:00:00Z`);
    }
    config.earlyBirdEndsAt = env.EARLY_BIRD_ENDS_AT;
  }
  config.earlyBirdEndsAt ??= new Date(firstStart + EARLY_BIRD_COUNTDOWN_MS).toISOString();
  return config;
}

