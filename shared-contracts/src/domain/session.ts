import type { Location, PrimaryInformation, SessionUser } from '../types/user';

export const LOGGED_OUT: SessionUser = {
  providerId: null,
  uid: null,
  primaryInformation: null,
  location: null,
  isLoggedIn: false,
};

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

/** SPEC §4: partial updates merge into existing data only if present. */
export function mergeSession(
  user: SessionUser,
  patch: { primaryInformation?: Partial<PrimaryInformation>; location?: Partial<Location> },
): SessionUser {
  return {
    ...user,
    primaryInformation:
      patch.primaryInformation && user.primaryInformation
        ? { ...user.primaryInformation, ...patch.primaryInformation }
        : user.primaryInformation,
    location: patch.location && user.location ? { ...user.location, ...patch.location } : user.location,
  };
}
