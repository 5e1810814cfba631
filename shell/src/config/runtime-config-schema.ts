import * as v from 'valibot';
import { choice, describeProblem, httpUrl, instant, objectMessage, parsePayload } from 'shared-contracts/schemas';

// The one check of the runtime config (`/config.json`): the shell parses with it in the browser, and
// the stack and the deploy refuse with it before a config is ever served (scripts/stack/runtime-config.ts).

export const DEFAULT_REMOTE_TIMEOUT_MS = 8000;
const LOCAL_PROJECT = 'demo-storefront';

const filled = (value: string | undefined) => typeof value === 'string' && value.trim() !== '';

/** valibot's objects and records take a list too; a config never means one. */
const notAList = <S extends v.GenericSchema>(schema: S, message: string) =>
  v.pipe(v.custom<unknown>((value) => !Array.isArray(value), message), schema);

const origin = v.pipe(
  v.string('must be an origin such as https://preview.example.com'),
  v.check(
    (value) => v.is(httpUrl(), value) && new URL(value).origin === value,
    (issue) => `${JSON.stringify(issue.input)} is not an origin such as https://preview.example.com`,
  ),
);

const timeoutMessage = 'must be a whole number of milliseconds from 100 to 60000';

const Identity = v.object(
  {
    mode: choice(['emulator', 'firebase']),
    emulatorUrl: v.optional(httpUrl()),
    apiKey: v.optional(v.string('must be text')),
    authDomain: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a host name such as shop.firebaseapp.com'))),
    projectId: v.optional(v.string('must be text'), LOCAL_PROJECT),
    /** reCAPTCHA Enterprise's site key for App Check, where the server enforces it (SHOP_ENFORCE_APP_CHECK). */
    appCheckSiteKey: v.optional(v.pipe(v.string('must be text'), v.nonEmpty('must not be empty'))),
  },
  objectMessage('must be an object with a mode'),
);

export const RuntimeConfigSchema = v.pipe(
  notAList(
    v.object(
      {
        /** Federation name of each remote to the URL of its `mf-manifest.json`. */
        remotes: notAList(
          v.record(v.string(), httpUrl('must be the http(s) URL of an mf-manifest.json'), 'must map each remote to its mf-manifest.json URL'),
          'must map each remote to its mf-manifest.json URL',
        ),
        /** The DummyJSON-compatible catalog the shop's server indexes (its pictures are shown from there). */
        catalogUrl: httpUrl(),
        /**
         * The shop's catalog endpoint, where every screen asks for a page of products, a product or the
         * categories: in production behind the shell's own origin (`/api/catalog`, Hosting's CDN caches it).
         */
        catalogApiUrl: httpUrl(),
        identity: v.optional(Identity, { mode: 'emulator', projectId: LOCAL_PROJECT }),
        /** The shop's server (Cloud Functions): the only writer of accounts, listings and orders. */
        accountStore: v.object(
          { mode: v.literal('server', 'must be server'), url: httpUrl('must be the http(s) url of the shop’s server') },
          objectMessage('needs mode "server" and the http(s) url of the shop’s server'),
        ),
        payment: v.optional(
          v.object({ provider: choice(['sandbox', 'paystack']), publicKey: v.optional(v.string('must be text')) }, objectMessage('must be an object with a provider')),
          { provider: 'sandbox' },
        ),
        /** Origins QA may load a preview of a remote from (`?preview=`); production lists none. */
        previewOrigins: v.optional(v.array(origin, 'must be a list of origins'), []),
        /** One attempt to load a remote gives up after this long (then it is retried, then the fallback shows). */
        remoteTimeoutMs: v.optional(
          v.pipe(v.number(timeoutMessage), v.integer(timeoutMessage), v.minValue(100, timeoutMessage), v.maxValue(60_000, timeoutMessage)),
          DEFAULT_REMOTE_TIMEOUT_MS,
        ),
        /** When the early-bird offer ends, the same instant for everyone; none: no countdown. */
        earlyBirdEndsAt: v.optional(instant()),
      },
      objectMessage('must be a JSON object'),
    ),
    'must be a JSON object',
  ),
  v.forward(
    v.check((c) => c.identity.mode !== 'firebase' || (filled(c.identity.apiKey) && filled(c.identity.projectId)), 'needs an apiKey and a projectId for firebase'),
    ['identity'],
  ),
  v.forward(
    v.check((c) => c.identity.mode === 'firebase' || c.identity.appCheckSiteKey === undefined, 'has an appCheckSiteKey, which only a firebase identity uses'),
    ['identity'],
  ),
  v.forward(v.check((c) => c.payment.provider !== 'paystack' || filled(c.payment.publicKey), 'needs a publicKey for paystack'), ['payment']),
  // Fails closed: real sign-in is production, where the sandbox would take orders no one paid for.
  v.forward(
    v.check(
      (c) => c.identity.mode !== 'firebase' || c.payment.provider === 'paystack',
      'must be paystack with identity firebase (the sandbox takes no real payment)',
    ),
    ['payment'],
  ),
);

/** The runtime config: one build of the shell serves every environment. */
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/** The config with its defaults filled, or the first problem ('remoteTimeoutMs: must be …'). */
export function checkRuntimeConfig(value: unknown): { ok: true; config: RuntimeConfig } | { ok: false; problem: string } {
  const parsed = parsePayload(RuntimeConfigSchema, value);
  return parsed.ok ? { ok: true, config: parsed.value } : { ok: false, problem: describeProblem(parsed.problem) };
}
