// The Content-Security-Policy of the shop's pages, built from the runtime config (/config.json), so the
// policy names exactly the origins this deployment uses, and the shell's page template, whose one inline script
// it allows by hash. `npm start` sends it with every page, and
// `node -r ./scripts/ts-require.cjs scripts/stack/csp.ts [config.json]` prints it for a production host's header.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What the policy reads of a runtime config; anything else in it, or anything malformed, names no origin. */
interface ConfigOrigins {
  remotes?: Record<string, unknown>;
  previewOrigins?: unknown;
  catalogUrl?: unknown;
  catalogApiUrl?: unknown;
  identity?: { mode?: unknown; authDomain?: unknown; emulatorUrl?: unknown; appCheckSiteKey?: unknown };
  accountStore?: { url?: unknown };
  payment?: { provider?: unknown };
}

export type Directives = Record<string, string[]>;

const SELF = "'self'";
const NONE = "'none'";

/**
 * Styles are the one place inline code is allowed, because two libraries need it at run time:
 * react-toastify 11 puts its stylesheet in a <style> element when the toast container mounts, and
 * Paystack inline writes a loader page with a <style> block into an about:blank frame (which inherits
 * this policy). Scripts never get 'unsafe-inline' or 'unsafe-eval'.
 */
const INLINE_STYLES = "'unsafe-inline'";

/** Where the shop's server keeps listing pictures in production (Cloud Storage's public address). */
const CLOUD_STORAGE = 'https://storage.googleapis.com';

/** Where a catalog service keeps its product pictures, when that is not the service itself. */
const CATALOG_IMAGE_ORIGINS: Record<string, string[]> = { 'https://dummyjson.com': ['https://cdn.dummyjson.com'] };

/** Google's endpoints for identity mode 'firebase' (Firebase Auth, the Google pop-up). */
export const GOOGLE = {
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  /** The pop-up sign-in loads Google's API script (gapi), which opens a frame on the authDomain. */
  popupScript: 'https://apis.google.com',
  /** A Google account's profile photo. */
  photos: 'https://lh3.googleusercontent.com',
};

/** App Check with reCAPTCHA Enterprise: Google's script and its frame, and App Check's token exchange. */
export const APP_CHECK = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  api: 'https://content-firebaseappcheck.googleapis.com',
};

/** What @paystack/inline-js 2.x opens: its checkout frame, and the API that frame's transaction starts with. */
export const PAYSTACK = { frame: 'https://checkout.paystack.com', api: 'https://api.paystack.co' };

// A policy is a header: only well-formed origins go in (a ';' in a config value must not add a directive).
const ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::\d{1,5})?$/;

/** The origin of an http(s) URL fit for a header, or null for anything else. */
export function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const { origin } = new URL(url);
    return ORIGIN.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** A policy source for each inline script of a page: its text's SHA-256, as CSP hashes it. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);

/**
 * The shell's page's inline scripts (the remembered theme, which must run before the first paint), from its
 * template: the build leaves their text as it is there (shell/public/index.html says how).
 */
const SHELL_INLINE_SCRIPTS = inlineScriptHashes(readFileSync(path.join(__dirname, '../../shell/public/index.html'), 'utf8'));

const unique = (sources: (string | null | undefined | false)[]): string[] => [
  ...new Set(sources.filter((s): s is string => typeof s === 'string' && s.length > 0)),
];

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The origins the shell loads code from: every remote's manifest origin and the allowed preview origins. */
function codeOrigins(config: ConfigOrigins | undefined) {
  const remotes = config?.remotes && typeof config.remotes === 'object' ? Object.values(config.remotes) : [];
  return unique([...remotes.map(originOf), ...listOf(config?.previewOrigins).map(originOf)]);
}

function catalogOrigins(config: ConfigOrigins | undefined) {
  const origin = originOf(config?.catalogUrl);
  return origin ? [origin] : [];
}

/** The shop's catalog endpoint: the shop's server locally, the shell's own origin behind Hosting in production. */
function catalogApiOrigin(config: ConfigOrigins | undefined) {
  return originOf(config?.catalogApiUrl);
}

function catalogImageOrigins(config: ConfigOrigins | undefined) {
  return catalogOrigins(config).flatMap((origin) => [origin, ...(CATALOG_IMAGE_ORIGINS[origin] ?? [])]);
}

/** The authDomain as an https origin (Firebase gives a host such as shop.firebaseapp.com). */
function authDomainOrigin(domain: unknown) {
  if (typeof domain !== 'string') return null;
  const host = domain.trim().toLowerCase().replace(/^https:\/\//, '').replace(/\/$/, '');
  return HOST.test(host) ? `https://${host}` : null;
}

/**
 * The directives of the shell's page (the whole shop, every remote inside it), for the runtime config.
 * `selfOrigin` is the page's own origin when known (production's shellOrigin): what it serves is 'self'.
 */
export function shellDirectives(runtime: unknown, selfOrigin?: string): Directives {
  const config = runtime as ConfigOrigins | undefined;
  const code = codeOrigins(config);
  const identity = config?.identity ?? {};
  const firebase = identity.mode === 'firebase';
  const authDomain = firebase ? authDomainOrigin(identity.authDomain) : null;
  const server = originOf(config?.accountStore?.url);
  const paystack = config?.payment?.provider === 'paystack';
  const appCheck = firebase && typeof identity.appCheckSiteKey === 'string';
  const frames = unique([paystack && PAYSTACK.frame, authDomain, ...(appCheck ? APP_CHECK.frames : [])]);
  return {
    'default-src': [SELF],
    'script-src': unique([SELF, ...SHELL_INLINE_SCRIPTS, ...code, firebase && GOOGLE.popupScript, ...(appCheck ? APP_CHECK.scripts : [])]),
    // Remotes bring their CSS chunks from their own origins.
    'style-src': unique([SELF, INLINE_STYLES, ...code]),
    // Listings and avatars are data URLs; a chosen picture is previewed from a blob.
    // Sellers' pictures come from the shop's server (its image store); Cloud Storage's in production.
    'img-src': unique([SELF, 'data:', 'blob:', ...code, ...catalogImageOrigins(config), server, firebase && GOOGLE.photos, firebase && CLOUD_STORAGE]),
    'connect-src': unique([
      SELF,
      ...code,
      firebase ? null : originOf(identity.emulatorUrl),
      ...(firebase ? GOOGLE.auth : []),
      server,
      catalogApiOrigin(config) === selfOrigin ? null : catalogApiOrigin(config),
      paystack && PAYSTACK.api,
      appCheck && APP_CHECK.api,
    ]),
    'frame-src': frames.length ? frames : [NONE],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': [NONE],
  };
}

export function shellPolicy(config: unknown, selfOrigin?: string): string {
  return serialize(shellDirectives(config, selfOrigin));
}

/**
 * A remote's own QA page (its production build served alone, over the harness's in-memory doubles, the
 * catalog's included): its own code only, and nothing it reaches out to.
 */
export function remotePageDirectives(): Directives {
  return {
    'default-src': [SELF],
    'script-src': [SELF],
    'style-src': [SELF, INLINE_STYLES],
    'img-src': [SELF, 'data:', 'blob:'],
    'connect-src': [SELF],
    'frame-src': [NONE],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    'frame-ancestors': [NONE],
  };
}

export function remotePagePolicy(): string {
  return serialize(remotePageDirectives());
}

// `node -r ./scripts/ts-require.cjs scripts/stack/csp.ts [config.json]`: the shell's header for that config
// (SHOP_CONFIG, or the local defaults).
if (require.main === module) {
  // Only the command line reads a config: the policy itself is pure.
  const { runtimeConfig } = require('./runtime-config.ts') as typeof import('./runtime-config');
  const { stackPorts } = require('./ports.ts') as typeof import('./ports');
  const file = process.argv[2];
  try {
    const config = runtimeConfig(stackPorts(), file ? { ...process.env, SHOP_CONFIG: file } : process.env);
    console.log(`Content-Security-Policy: ${shellPolicy(config)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
