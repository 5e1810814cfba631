// Sellers for the bench, made straight through the local Auth emulator's REST API (its identitytoolkit
// routes, which accept any API key): no browser needed to get the ID tokens a callable wants.

/** A signed-up account's ID token, signed in again before the emulator's hour runs out. */
export interface EmulatorAccount {
  email: string;
  idToken(): Promise<string>;
}

/** ID tokens last an hour; a new one well before that, so a call never carries an expired token. */
const TOKEN_MAX_AGE_MS = 30 * 60_000;
const PASSWORD = 'bench-seller-password';

async function identityCall(authUrl: string, method: string, body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = (await res.json().catch(() => ({}))) as { idToken?: string; error?: { message?: string } };
  if (!res.ok || !answer.idToken) throw new Error(`The Auth emulator refused accounts:${method}: HTTP ${res.status} ${answer.error?.message ?? ''}`.trim());
  return answer.idToken;
}

/** A new email-and-password account in the emulator at `authUrl` (loopback), signed in. */
export async function signUpAccount(authUrl: string, email: string): Promise<EmulatorAccount> {
  let token = identityCall(authUrl, 'signUp', { email, password: PASSWORD });
  let at = Date.now();
  await token;
  return {
    email,
    idToken() {
      if (Date.now() - at > TOKEN_MAX_AGE_MS) {
        at = Date.now();
        token = identityCall(authUrl, 'signInWithPassword', { email, password: PASSWORD });
      }
      return token;
    },
  };
}

/** Whether `email` still signs in with the bench's password (its account kept, as after a crash). */
export const signsIn = (authUrl: string, email: string) =>
  identityCall(authUrl, 'signInWithPassword', { email, password: PASSWORD }).then(
    () => true,
    () => false,
  );
