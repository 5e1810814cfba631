import { LOGGED_OUT, type SessionUser } from 'shared-contracts';

/** SPEC §4: restore the stored session, falling back to logged-out when missing or unreadable. */
export function parseStoredSession(raw: string | null): SessionUser {
  if (!raw) return LOGGED_OUT;
  try {
    const value = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!value || typeof value !== 'object' || value.isLoggedIn !== true || typeof value.uid !== 'string') {
      return LOGGED_OUT;
    }
    return {
      providerId: value.providerId ?? null,
      uid: value.uid,
      primaryInformation: value.primaryInformation ?? null,
      location: value.location ?? null,
      isLoggedIn: true,
    };
  } catch {
    return LOGGED_OUT;
  }
}
