// The runtime config the shell reads as /config.json: local defaults, overridden by
// environment variables (one per remote) or a whole file (SHOP_CONFIG=path/to/config.json).
// A file or variable the shell could not use stops the start with one line naming it.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('./apps.cjs');
const { emulatorPorts } = require('./auth-emulator.cjs');

/** The early-bird offer runs this long from a deployment's first start (shared-contracts' EARLY_BIRD_COUNTDOWN_MS). */
const EARLY_BIRD_COUNTDOWN_MS = 7 * 24 * 60 * 60 * 1000;
/** The shell's INSTANT: a date and time with 'Z' or an offset, read alike in every browser. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isInstant = (v) => typeof v === 'string' && INSTANT.test(v) && !Number.isNaN(Date.parse(v));

const envName = (federation) => `${federation.toUpperCase()}_MANIFEST`;

/** A config the stack refuses to serve; the message is the one line to show. */
class ConfigFileError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ConfigFileError';
    this.code = 'SHOP_CONFIG';
  }
}

function localConfig(ports, host = '127.0.0.1') {
  const projectId = 'demo-storefront';
  return {
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.federation, `http://${host}:${ports[r.dir]}/mf-manifest.json`]),
    ),
    catalogUrl: `http://${host}:${ports.catalog}`,
    identity: { mode: 'emulator', emulatorUrl: `http://${host}:${ports.auth}`, projectId },
    // The shop's server: the stack's Functions emulator, beside the Auth emulator.
    accountStore: { mode: 'server', url: `http://${host}:${emulatorPorts(ports.auth).functions}/${projectId}/us-central1` },
    payment: { provider: 'sandbox' },
  };
}

const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v) => typeof v === 'string' && v.trim().length > 0;

function isHttpUrl(value) {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** One section's mode (absent: the default); present, it must be an object naming a known mode. */
function checkMode(config, name, key, allowed) {
  const value = config[name];
  if (value === undefined) return null;
  if (!isRecord(value) || !allowed.includes(value[key])) return `${name}.${key} must be one of ${allowed.join(', ')}`;
  return null;
}

/**
 * What is wrong with a config, as the shell would judge it (shell/src/config/runtime-config.ts checks
 * the same in the browser), or null when it is usable.
 * @param {unknown} config
 * @returns {string | null}
 */
function configProblem(config) {
  if (!isRecord(config)) return 'it must be a JSON object';
  const { remotes, catalogUrl, identity, payment, accountStore } = config;
  if (!isRecord(remotes)) return 'remotes must map each remote to its mf-manifest.json URL';
  for (const [name, url] of Object.entries(remotes)) {
    if (!isHttpUrl(url)) return `remotes.${name} must be an http(s) URL of an mf-manifest.json`;
  }
  if (!isHttpUrl(catalogUrl)) return 'catalogUrl must be an http(s) URL';
  const modeProblem =
    checkMode(config, 'identity', 'mode', ['emulator', 'firebase']) ??
    checkMode(config, 'accountStore', 'mode', ['server']) ??
    checkMode(config, 'payment', 'provider', ['sandbox', 'paystack']);
  if (modeProblem) return modeProblem;
  if (identity?.mode === 'firebase' && !(isText(identity.apiKey) && isText(identity.projectId))) {
    return 'identity needs an apiKey and a projectId for firebase';
  }
  if (identity?.emulatorUrl !== undefined && !isHttpUrl(identity.emulatorUrl)) return 'identity.emulatorUrl must be an http(s) URL';
  if (identity?.authDomain !== undefined && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(String(identity.authDomain))) {
    return 'identity.authDomain must be a host name such as shop.firebaseapp.com';
  }
  if (!isHttpUrl(accountStore?.url)) return 'accountStore needs mode "server" and the http(s) url of the shop’s server';
  if (payment?.provider === 'paystack' && !isText(payment.publicKey)) return 'payment needs a publicKey for paystack';
  if (identity?.mode === 'firebase' && payment?.provider !== 'paystack') {
    return 'payment must be paystack with identity firebase (the sandbox takes no real payment)';
  }
  if (config.previewOrigins !== undefined) {
    if (!Array.isArray(config.previewOrigins)) return 'previewOrigins must be a list of origins';
    const bad = config.previewOrigins.find((o) => !isHttpUrl(o) || new URL(o).origin !== o);
    if (bad !== undefined) return `previewOrigins: ${JSON.stringify(bad)} is not an origin such as https://preview.example.com`;
  }
  if (config.earlyBirdEndsAt !== undefined && !isInstant(config.earlyBirdEndsAt)) {
    return 'earlyBirdEndsAt must be a date and time with its time zone, such as 2026-12-01T09:00:00Z';
  }
  const timeout = config.remoteTimeoutMs;
  if (timeout !== undefined && !(Number.isInteger(timeout) && timeout >= 100 && timeout <= 60_000)) {
    return 'remoteTimeoutMs must be a whole number of milliseconds from 100 to 60000';
  }
  return null;
}

/** The file SHOP_CONFIG names, read and parsed; every way it can fail is one ConfigFileError line. */
function readConfigFile(file) {
  const shown = path.resolve(file);
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error.code === 'ENOENT' ? 'no such file' : error.code === 'EISDIR' ? 'it is a folder' : error.code ?? error.message;
    throw new ConfigFileError(`SHOP_CONFIG ${shown}: cannot read it (${reason})`);
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigFileError(`SHOP_CONFIG ${shown}: not valid JSON (${String(error.message).split('\n')[0]})`);
  }
  if (!isRecord(value)) throw new ConfigFileError(`SHOP_CONFIG ${shown}: it must be a JSON object`);
  return value;
}

/**
 * Paystack with the local shop server needs the secret key the server verifies payments with; without
 * it the server would refuse to start, and the shop would only time out.
 */
function serverKeyProblem(config, env) {
  const localServer = config.identity?.mode === 'emulator' && env.AUTH_EMULATOR !== 'off' && env.SHOP_SERVER !== 'off';
  if (config.payment?.provider !== 'paystack' || !localServer || isText(env.PAYSTACK_SECRET_KEY)) return null;
  return 'payment is paystack, so the local shop server needs PAYSTACK_SECRET_KEY (your Paystack test secret key, sk_test_…) in the environment';
}

/**
 * Defaults for these ports, then SHOP_CONFIG's file, then per-remote, catalog and offer variables. The
 * early-bird offer ends where the file or EARLY_BIRD_ENDS_AT says, else 7 days after `firstStart`.
 */
function runtimeConfig(ports, env = process.env, { firstStart = Date.now() } = {}) {
  let config = localConfig(ports);
  if (env.SHOP_CONFIG) {
    const fromFile = { ...config, ...readConfigFile(env.SHOP_CONFIG) };
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
  if (env.CATALOG_URL) {
    if (!isHttpUrl(env.CATALOG_URL)) throw new ConfigFileError(`CATALOG_URL=${env.CATALOG_URL}: must be an http(s) URL`);
    config.catalogUrl = env.CATALOG_URL;
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

module.exports = { runtimeConfig, localConfig, envName, configProblem, ConfigFileError };
