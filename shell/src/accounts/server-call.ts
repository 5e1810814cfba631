import { ServerCallError, typedCalls, type CallServer, type SendCall } from 'shared-contracts';

/** The ID token of the signed-in shopper, or null for a visitor. */
export type IdTokenSource = () => Promise<string | null>;
/** This app's App Check token where the server enforces App Check (production), else null. */
export type AppCheckTokenSource = () => Promise<string | null>;

export interface CallCredentials {
  idToken: IdTokenSource;
  appCheckToken?: AppCheckTokenSource;
  fetchImpl?: typeof fetch;
}

/** How the callable protocol names a refusal, in the port's terms. */
const CODES: Record<string, ServerCallError['code']> = {
  NOT_FOUND: 'not-found',
  PERMISSION_DENIED: 'permission-denied',
  UNAUTHENTICATED: 'permission-denied',
  INVALID_ARGUMENT: 'invalid',
  FAILED_PRECONDITION: 'invalid',
  // Over a rate limit: refused with the wait to show ('Too many requests, try again in N s').
  RESOURCE_EXHAUSTED: 'invalid',
  UNAVAILABLE: 'unavailable',
  DEADLINE_EXCEEDED: 'unavailable',
};

/**
 * Calls one of the shop server's HTTPS callables: `POST {url}/{name}` with `{ data }` and the
 * shopper's ID token (and App Check's, where configured), answered `{ result }` or `{ error: { status,
 * message } }` (Firebase's callable protocol, so no Functions SDK is needed in the browser). Every
 * failure is an ServerCallError.
 */
export async function callServer<T>(url: string, name: string, data: unknown, { idToken, appCheckToken, fetchImpl = fetch }: CallCredentials): Promise<T> {
  let res: Response;
  try {
    const [token, appCheck] = await Promise.all([idToken(), appCheckToken?.() ?? null]);
    res = await fetchImpl(`${url}/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(appCheck ? { 'X-Firebase-AppCheck': appCheck } : {}),
      },
      body: JSON.stringify({ data }),
    });
  } catch (error) {
    const failure = new ServerCallError('unavailable');
    failure.cause = error;
    throw failure;
  }
  const body = (await res.json().catch(() => null)) as { result?: T; error?: { status?: string; message?: string } } | null;
  if (res.ok && body && 'result' in body) return body.result as T;
  const code = CODES[body?.error?.status ?? ''] ?? (res.status >= 500 ? 'unavailable' : 'unknown');
  throw new ServerCallError(code, body?.error?.message || undefined);
}

export interface ServerTokens extends CallCredentials {
  /** The shopper's token only if one is signed in already, never loading the identity for it (public calls). */
  knownIdToken?: IdTokenSource;
}

/** The transport of the platform's `callServer`: the callables at `url` (e.g. `http://127.0.0.1:9094/demo-storefront/us-central1`). */
export function serverSender(url: string, { idToken, knownIdToken = async () => null, appCheckToken, fetchImpl }: ServerTokens): SendCall {
  return (name, payload = {}, options = {}) => callServer(url, name, payload, { idToken: options.public ? knownIdToken : idToken, appCheckToken, fetchImpl });
}

/** The platform's `callServer` over the callables at `url`. */
export const serverCaller = (url: string, tokens: ServerTokens): CallServer => typedCalls(serverSender(url, tokens));
