import {
  type BillingAddress,
  type CallInput,
  type Gender,
  type Location,
  nameInitials,
  type PrimaryInformation,
  TEXT_LIMITS,
} from 'shared-contracts';
import { DEFAULT_COUNTRY, DISABILITY_TYPES, EDUCATIONAL_LEVELS, GENDERS } from 'shared-contracts/core';
import { ADDRESS_COUNTRIES, SECURITY_QUESTIONS } from './settings-constants';
import { profileUserType } from './settings-rules';
import { choicesOf, type Choice } from './Field/Field';

// Between the account's shapes and the Settings forms, which hold every value as text.

const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};
export const GENDER_CHOICES: Choice[] = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
export const USER_TYPE_CHOICES: Choice[] = [
  { value: 'buyer', label: 'Buyer' },
  { value: 'seller', label: 'Seller' },
  { value: 'user', label: 'User' },
];
export const EDUCATION_CHOICES = choicesOf(EDUCATIONAL_LEVELS);
export const DISABILITY_CHOICES = choicesOf(DISABILITY_TYPES);
export const SECURITY_QUESTION_CHOICES = choicesOf(SECURITY_QUESTIONS);

/** The shop's home country first, then the spec's list. */
export const COUNTRY_CHOICES = choicesOf([DEFAULT_COUNTRY, ...ADDRESS_COUNTRIES]);

const text = (value: unknown) => (value == null ? '' : String(value));
const orNull = (value: string) => value.trim() || null;

export interface ProfileValues {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  secondaryEmail: string;
  uniqueIdentifier: string;
  userType: string;
  referralName: string;
  educationalLevel: string;
  disability: 'yes' | 'no';
  disabilityType: string;
  securityQuestion: string;
  securityAnswer: string;
}

export function profileValues(p: Partial<PrimaryInformation>): ProfileValues {
  return {
    firstName: text(p.firstName),
    middleName: text(p.middleName),
    lastName: text(p.lastName),
    gender: text(p.gender),
    dateOfBirth: text(p.dateOfBirth),
    email: text(p.email),
    phone: text(p.phone),
    secondaryEmail: text(p.secondaryEmail),
    uniqueIdentifier: text(p.uniqueIdentifier),
    userType: profileUserType(p.userType),
    referralName: text(p.referralName),
    educationalLevel: text(p.educationalLevel),
    disability: p.disability ? 'yes' : 'no',
    disabilityType: text(p.disabilityType),
    securityQuestion: text(p.securityQuestion),
    securityAnswer: text(p.securityAnswer),
  };
}

/** A profile change, as the account keeps it and as the server takes it. */
export type ProfilePatch = Partial<PrimaryInformation> & CallInput<'updatePrimaryInformation'>;

/**
 * What a profile save writes (SPEC §7 sends every primaryInformation field): trimmed text, blanks as
 * null, the disability type only with a disability, fresh initials. Email and unique identifier are
 * read-only and never sent.
 */
export function profilePatch(v: ProfileValues): ProfilePatch {
  const gender = GENDERS.find((g) => g === v.gender) ?? null;
  const disability = v.disability === 'yes';
  const firstName = orNull(v.firstName);
  const lastName = orNull(v.lastName);
  return {
    firstName,
    middleName: orNull(v.middleName),
    lastName,
    nameInitials: nameInitials(firstName, lastName),
    gender,
    dateOfBirth: orNull(v.dateOfBirth),
    phone: orNull(v.phone),
    secondaryEmail: orNull(v.secondaryEmail),
    userType: profileUserType(v.userType),
    referralName: orNull(v.referralName),
    educationalLevel: EDUCATIONAL_LEVELS.find((l) => l === v.educationalLevel) ?? null,
    disability,
    disabilityType: disability ? (DISABILITY_TYPES.find((t) => t === v.disabilityType) ?? null) : null,
    securityQuestion: orNull(v.securityQuestion),
    securityAnswer: orNull(v.securityAnswer),
  };
}

/**
 * The part of a saved profile the session (browser storage) takes: not the security answer, and
 * not the user type, which the session copy keeps as 'user' (SPEC §6).
 */
export function sessionPatch(patch: Partial<PrimaryInformation>): Partial<PrimaryInformation> {
  const { securityAnswer: _answer, userType: _type, ...rest } = patch;
  return rest;
}

export const ADDRESS_FIELDS = [
  { name: 'streetNumber', label: 'Street Number', autoComplete: 'address-line1', maxLength: TEXT_LIMITS.streetNumber },
  { name: 'streetName', label: 'Street Name', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'ZIP/Postal Code', autoComplete: 'postal-code', maxLength: TEXT_LIMITS.postalCode },
] as const;

export type AddressValues = Record<keyof BillingAddress, string>;

/** An address as the form shows it; Nigeria, the shop's home, when no country is set. */
export function addressValues(a: Partial<BillingAddress> | Partial<Location> | null | undefined): AddressValues {
  return {
    streetNumber: text(a?.streetNumber),
    streetName: text(a?.streetName),
    city: text(a?.city),
    state: text(a?.state),
    postalCode: text(a?.postalCode),
    country: text(a?.country) || DEFAULT_COUNTRY,
  };
}

/** What an address save writes: trimmed text, an emptied field removed (null), not kept. */
export function addressPatch(v: AddressValues): BillingAddress {
  return {
    streetNumber: orNull(v.streetNumber),
    streetName: orNull(v.streetName),
    city: orNull(v.city),
    state: orNull(v.state),
    postalCode: orNull(v.postalCode),
    country: orNull(v.country),
  };
}
