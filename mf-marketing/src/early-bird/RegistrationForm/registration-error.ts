import { isValidEmail, MESSAGES } from 'shared-contracts';
import type { EarlyBirdForm } from '../early-bird-form';

export interface RegistrationProblem {
  /** Where the shopper fixes it: a field's name, or the pictures. */
  field: 'firstName' | 'lastName' | 'email' | 'images';
  message: string;
}

/** SPEC §5 early-bird submit: the first rule broken, checked in the spec's order, and where to fix it; null when valid. */
export function registrationProblem(form: EarlyBirdForm): RegistrationProblem | null {
  if (!form.firstName.trim() || !form.lastName.trim()) {
    return { field: form.firstName.trim() ? 'lastName' : 'firstName', message: MESSAGES.earlyBird.fullName };
  }
  if (!isValidEmail(form.email)) return { field: 'email', message: MESSAGES.earlyBird.email };
  if (form.images.length === 0) return { field: 'images', message: MESSAGES.earlyBird.image };
  return null;
}

/** The message of the first rule broken, or null when valid. */
export const registrationError = (form: EarlyBirdForm): string | null => registrationProblem(form)?.message ?? null;
