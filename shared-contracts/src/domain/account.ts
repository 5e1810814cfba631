import type { IdentityUser } from '../ports/identity';
import type { AccountDocument, PrimaryInformation, SessionUser } from '../types/user';
import { EMPTY_ADDRESS } from './settings';

const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §3 dateOfCreation: DD-MM-YYYY HH:mm:ss, in the shopper's local time. */
export function formatDateOfCreation(date: Date): string {
  const day = `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Reads a dateOfCreation back; null when missing or not in the spec's format. */
export function parseDateOfCreation(text: string | null | undefined): Date | null {
  const m = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const [day, month, year, hours, minutes, seconds] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * SPEC §4: the provider's name split on a space into first and last. The spec's app fails on a
 * one-word name; here it becomes the first name (the onboarding notification asks for the rest),
 * and every word after the first is the last name.
 */
export function splitName(displayName: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? null, lastName: words.length > 1 ? words.slice(1).join(' ') : null };
}

export function nameInitials(firstName: string | null | undefined, lastName: string | null | undefined): string | null {
  const initials = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
  return initials || null;
}

/** The account document a Google sign-up writes (SPEC §3, §4): userType 'Buyer', everything else empty. */
export function newAccountDocument(user: IdentityUser, now: Date): AccountDocument {
  const { firstName, lastName } = splitName(user.displayName);
  const primaryInformation: PrimaryInformation = {
    firstName,
    lastName,
    middleName: null,
    email: user.email,
    phone: null,
    userType: 'Buyer',
    nameInitials: nameInitials(firstName, lastName),
    uniqueIdentifier: user.uid,
    gender: null,
    dateOfBirth: null,
    photoUrl: user.photoUrl,
    isLoggedIn: true,
    agreedToTerms: true,
    verifiedEmail: user.email != null,
    verifyPhoneNumber: false,
    twoFactorSettings: null,
    referralName: null,
    secondaryEmail: null,
    securityQuestion: null,
    securityAnswer: null,
    disability: false,
    disabilityType: null,
    educationalLevel: null,
    dateOfCreation: formatDateOfCreation(now),
  };
  return {
    user: {
      primaryInformation,
      location: { ...EMPTY_ADDRESS, geoCoordinates: { latitude: null, longitude: null } },
    },
    cart: {},
    notifications: [],
    orders: [],
    reviews: [],
    myItems: [{ listedForSale: [] }],
    friends: {},
    wallet: {},
  };
}

/** SPEC §4 Set user: the session copy of an account, signed in; its userType reads 'user'. */
export function sessionFromAccount(user: Pick<IdentityUser, 'uid' | 'providerId'>, doc: AccountDocument): SessionUser {
  // The session is kept in localStorage: a security answer stays in the account document only.
  const { securityAnswer: _secret, ...primaryInformation } = doc.user.primaryInformation;
  return {
    providerId: user.providerId,
    uid: user.uid,
    primaryInformation: { ...primaryInformation, userType: 'user', isLoggedIn: true },
    location: { ...doc.user.location },
    isLoggedIn: true,
  };
}

/** The sign-in page for a visitor sent from `path`, so sign-in brings them back there. */
export function loginPathFor(path: string): string {
  return path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}

