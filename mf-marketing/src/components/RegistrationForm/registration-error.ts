import { isValidEmail, MESSAGES, type EarlyBirdForm } from 'shared-contracts';

/** SPEC §5 early-bird submit: the first rule broken, checked in the spec's order, or null when valid. */
export function registrationError(form: EarlyBirdForm): string | null {
  if (!form.firstName.trim() || !form.lastName.trim()) return MESSAGES.earlyBird.fullName;
  if (!isValidEmail(form.email)) return MESSAGES.earlyBird.email;
  if (form.images.length === 0) return MESSAGES.earlyBird.image;
  return null;
}
