/** Who is calling, from the verified Firebase ID token (null uid: no token). */
export interface Caller {
  uid: string | null;
  email: string | null;
  /** The identity provider vouched for the email (Google does): only then may it name shop staff. */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  providerId: string;
}

export interface SignedInCaller extends Caller {
  uid: string;
}

/** The caller as the Functions SDK hands it over (`request.auth`, already verified). */
export function callerFrom(auth: { uid: string; token: Record<string, unknown> } | undefined): Caller {
  if (!auth) return { uid: null, email: null, emailVerified: false, name: null, picture: null, providerId: 'none' };
  const t = auth.token;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const firebase = t.firebase as { sign_in_provider?: unknown } | undefined;
  return {
    uid: auth.uid,
    email: text(t.email),
    emailVerified: t.email_verified === true,
    name: text(t.name),
    picture: text(t.picture),
    providerId: text(firebase?.sign_in_provider) ?? 'google.com',
  };
}
