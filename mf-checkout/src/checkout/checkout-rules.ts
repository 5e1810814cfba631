import { isValidEmail, type SessionUser, type ShippingData } from 'shared-contracts';
import { DEFAULT_COUNTRY, SHIPPING_METHODS } from 'shared-contracts/core';
import type { Payer } from './payer';

export type ShippingField = Exclude<keyof ShippingData, 'method'>;
export type PaymentField = keyof Payer;

/** The shipping form's fields in order, with the names the profile gate uses (SPEC §5). */
export const SHIPPING_FIELDS: readonly { name: ShippingField; label: string }[] = [
  { name: 'firstName', label: 'First Name' },
  { name: 'lastName', label: 'Last Name' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Phone Number' },
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipCode', label: 'ZIP/Postal Code' },
  { name: 'country', label: 'Country' },
];

export const PAYMENT_FIELDS: readonly { name: PaymentField; label: string }[] = [
  { name: 'firstName', label: 'First Name' },
  { name: 'lastName', label: 'Last Name' },
  { name: 'email', label: 'Email' },
];

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** What is wrong with each field, by field name; an empty object means the form may continue. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>;

function problemsOf<F extends string>(
  fields: readonly { name: F; label: string }[],
  data: Record<F, string>,
  emailField: F,
): FieldProblems<F> {
  const problems: FieldProblems<F> = {};
  for (const { name, label } of fields) {
    if (blank(data[name])) problems[name] = `${label} is required`;
  }
  // SPEC §5 only asks for non-empty; a malformed email would fail at the provider, so say so here.
  if (!problems[emailField] && !isValidEmail(data[emailField])) problems[emailField] = 'Please enter a valid email address';
  return problems;
}

/** SPEC §5: every shipping field is required. */
export const shippingProblems = (data: ShippingData) => problemsOf(SHIPPING_FIELDS, data, 'email');

/** SPEC §5: every payment field is required (the amount is the total's, never blank). */
export const payerProblems = (data: Payer) => problemsOf(PAYMENT_FIELDS, data, 'email');

/** The street line of a profile location: "12 Allen Avenue". */
export function streetLine(location: SessionUser['location']): string {
  return [location?.streetNumber, location?.streetName].filter((part) => !blank(part)).join(' ');
}

/** The shipping fields a profile fills in (SPEC §2: prefilled from the profile). */
export function shippingFromProfile(user: Pick<SessionUser, 'primaryInformation' | 'location'>): Record<ShippingField, string> {
  const p = user.primaryInformation ?? {};
  const l = user.location ?? {};
  return {
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    email: p.email ?? '',
    phone: p.phone ?? '',
    address: streetLine(l),
    city: l.city ?? '',
    state: l.state ?? '',
    zipCode: l.postalCode ?? '',
    country: blank(l.country) ? DEFAULT_COUNTRY : l.country!,
  };
}

/** The payment fields a profile fills in; the amount follows the total instead. */
export function payerFromProfile(user: Pick<SessionUser, 'primaryInformation'>): Payer {
  const p = user.primaryInformation ?? {};
  return { firstName: p.firstName ?? '', lastName: p.lastName ?? '', email: p.email ?? '' };
}

/**
 * SPEC §2: fields re-sync when the profile changes. A field the shopper left as the profile had it
 * (or empty) takes the new profile value; one they typed over keeps what they typed.
 */
export function resyncWithProfile<F extends string>(
  current: Record<F, string>,
  before: Record<F, string>,
  after: Record<F, string>,
): Record<F, string> {
  const next = { ...current };
  for (const key of Object.keys(after) as F[]) {
    if (current[key] === before[key] || blank(current[key])) next[key] = after[key];
  }
  return next;
}

export function shippingMethodLabel(s: ShippingData): string {
  const method = SHIPPING_METHODS.find((m) => m.id === s.method);
  return method ? `${method.label} (${method.eta})` : s.method;
}

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
