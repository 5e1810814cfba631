import type { SessionUser } from 'shared-contracts';

const blank = (v: unknown) => v == null || String(v).trim() === '';

/** SPEC §4 Onboarding: needed while first name, last name, email or phone is missing. */
export function needsOnboarding(user: SessionUser): boolean {
  if (!user.isLoggedIn) return false;
  const p = user.primaryInformation ?? {};
  return [p.firstName, p.lastName, p.email, p.phone].some(blank);
}
