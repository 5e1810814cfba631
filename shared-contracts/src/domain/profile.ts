import type { SessionUser } from '../types/user';

const blank = (v: unknown) => v == null || String(v).trim() === '';

/** SPEC §5: each missing profile item by name, in the spec's order. Empty when complete. */
export function missingProfileItems(user: Pick<SessionUser, 'primaryInformation' | 'location'>): string[] {
  const p = user.primaryInformation ?? {};
  const l = user.location ?? {};
  const missing: string[] = [];
  if (blank(p.firstName)) missing.push('First Name');
  if (blank(p.lastName)) missing.push('Last Name');
  if (blank(p.email)) missing.push('Email');
  if (blank(p.phone)) missing.push('Phone Number');
  if (blank(l.streetName) && blank(l.streetNumber)) missing.push('Address');
  if (blank(l.city)) missing.push('City');
  if (blank(l.state)) missing.push('State');
  if (blank(l.postalCode)) missing.push('ZIP/Postal Code');
  return missing;
}

/** SPEC §4 Onboarding: needed while first name, last name, email or phone is missing. */
export function needsOnboarding(user: SessionUser): boolean {
  if (!user.isLoggedIn) return false;
  const p = user.primaryInformation ?? {};
  return [p.firstName, p.lastName, p.email, p.phone].some(blank);
}
