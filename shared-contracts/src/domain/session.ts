import type { Location, PrimaryInformation, SessionUser } from '../types/user';

export const LOGGED_OUT: SessionUser = {
  providerId: null,
  uid: null,
  primaryInformation: null,
  location: null,
  isLoggedIn: false,
};

/**
 * Whether the whole profile is in the session: a signed-in session restored from the browser's copy has
 * no location (sessionForStorage never keeps one) until the shell reads the account again; one from a
 * sign-in or from the account has it. A screen that depends on the phone or address waits for it.
 */
export const profileIsKnown = (user: SessionUser) => !user.isLoggedIn || user.location !== null;

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

/** What the browser keeps of the profile: what the shell shows before the account is read again. */
const STORED_PROFILE_FIELDS = ['firstName', 'lastName', 'nameInitials', 'email', 'photoUrl', 'userType', 'isLoggedIn'] as const;

/**
 * The session as kept in browser storage under `user` (SPEC §3's shape): the shopper's name, email and
 * picture, never their phone, birth date, disability, address or coordinates, which stay on the server and
 * in the page's memory. Null when signed out (the stored copy is removed).
 */
export function sessionForStorage(user: SessionUser): SessionUser | null {
  if (!user.isLoggedIn) return null;
  const p = user.primaryInformation ?? {};
  const kept = Object.fromEntries(STORED_PROFILE_FIELDS.filter((key) => p[key] !== undefined).map((key) => [key, p[key]]));
  return { providerId: user.providerId, uid: user.uid, primaryInformation: kept, location: null, isLoggedIn: true };
}
