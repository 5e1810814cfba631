// The headers of every site the shop serves, as ordered rules with Firebase Hosting's meaning: each rule
// whose regex matches the request's path applies, and a later rule's header replaces an earlier one's.
// One source for both: the local static server evaluates them on every request, and firebase.json is
// generated from them (scripts/deploy/firebase-json.ts), so the local stack and production cannot drift.
import { PAYSTACK, remotePagePolicy, shellPolicy } from './csp';

/** A Firebase Hosting header rule: applies to each request path its regex matches; later rules win. */
export interface HeaderRule {
  regex: string;
  headers: Record<string, string>;
}

/** A content-hashed name (main.1a2b3c4d.js, assets/logo.1a2b3c4d.svg): that URL's content never changes. */
const HASHED = '\\.[0-9a-f]{8}\\.[a-z0-9]+$';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points (pages, remoteEntry.js, mf-manifest.json, the runtime and boot scripts) are asked for again each time. */
const REVALIDATE = 'no-cache';

/** What every page of the shop's own sites sends besides its Content-Security-Policy. */
const PAGE_SECURITY = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing of the shop uses these; Paystack's frame may offer a wallet (the Payment Request API).
  'Permissions-Policy': `camera=(), microphone=(), geolocation=(), usb=(), payment=(self "${PAYSTACK.frame}")`,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/**
 * The rules of one site. kind shell: the shop's page and code; remote: a remote's code and its QA page;
 * files: a plain folder of files (a releases folder in the journeys). `config` is the runtime config: the
 * policies name its origins. `corsOrigin` says who may load a remote's files: the shell's origin in
 * production, '*' on the local stack (its ports and previews vary); null: no CORS. `selfOrigin` is the
 * shell's own origin when known (production), which its policy calls 'self'.
 */
export function siteRules(
  kind: 'shell' | 'remote' | 'files',
  config: unknown,
  { corsOrigin = '*', selfOrigin }: { corsOrigin?: string | null; selfOrigin?: string } = {},
): HeaderRule[] {
  const every: Record<string, string> = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': REVALIDATE };
  if (kind !== 'shell' && corsOrigin) every['Access-Control-Allow-Origin'] = corsOrigin;
  // A policy governs documents only; on a script it is ignored, and a rewrite makes every path a page.
  if (kind === 'shell') Object.assign(every, PAGE_SECURITY, { 'Content-Security-Policy': shellPolicy(config, selfOrigin) });
  if (kind === 'remote') Object.assign(every, PAGE_SECURITY, { 'Content-Security-Policy': remotePagePolicy() });
  const rules = [
    { regex: '.*', headers: every },
    { regex: HASHED, headers: { 'Cache-Control': IMMUTABLE } },
  ];
  // The runtime config is how a redeploy or a rollback reaches the page: never a stored copy.
  if (kind === 'shell') rules.push({ regex: '^/config\\.json$', headers: { 'Cache-Control': 'no-store' } });
  return rules;
}

/** The headers these rules give a request path, as Firebase Hosting applies them. */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => new RegExp(rule.regex).test(pathname)).map((rule) => rule.headers));
}
