import * as v from 'valibot';
import {
  CURRENCIES,
  DISABILITY_TYPES,
  EDUCATIONAL_LEVELS,
  GENDERS,
  LANGUAGES,
  PROFILE_VISIBILITY,
  THEMES,
  TIMEZONES,
  USER_TYPES,
} from '../constants';
import type { PrimaryInformation } from '../types/user';
import { dateOfBirth, photoUrl, sitePath } from './account-fields';
import { noControlCharacters } from './control-characters';
import { choice, flag, multilineText, optionalText, record, settingsMap, text } from './fields';
import { NOTIFICATIONS_MAX, TEXT_LIMITS } from './limits';

const name = optionalText(TEXT_LIMITS.personName);
const shortText = optionalText(TEXT_LIMITS.shortText);
const nullable = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema));

/**
 * What a shopper may change of their profile (SPEC §3 primaryInformation). Email, the unique
 * identifier, the creation date and what the identity provider verifies are the server's.
 */
export const PrimaryInformationPatchSchema = record({
  firstName: name,
  lastName: name,
  middleName: name,
  phone: optionalText(TEXT_LIMITS.phone),
  userType: nullable(choice([...USER_TYPES, 'Buyer'] as const)),
  nameInitials: optionalText(8),
  gender: nullable(choice(GENDERS)),
  dateOfBirth: nullable(dateOfBirth),
  photoUrl: nullable(photoUrl),
  isLoggedIn: v.optional(flag),
  agreedToTerms: v.optional(flag),
  verifyPhoneNumber: v.optional(flag),
  twoFactorSettings: nullable(settingsMap(v.union([v.boolean(), text(TEXT_LIMITS.shortText), v.number()]), 20)),
  referralName: name,
  secondaryEmail: nullable(v.union([v.literal(''), v.pipe(v.string(), v.maxLength(TEXT_LIMITS.email), noControlCharacters(), v.email('Please enter a valid email address'))])),
  securityQuestion: shortText,
  securityAnswer: shortText,
  disability: v.optional(flag),
  disabilityType: nullable(v.union([v.literal(''), choice(DISABILITY_TYPES)])),
  educationalLevel: nullable(v.union([v.literal(''), choice(EDUCATIONAL_LEVELS)])),
  // Read-only (SPEC §5): accepted so a whole-profile save passes, then replaced by the server's values.
  email: v.optional(v.unknown()),
  uniqueIdentifier: v.optional(v.unknown()),
  dateOfCreation: v.optional(v.unknown()),
  verifiedEmail: v.optional(v.unknown()),
});

export type PrimaryInformationPatch = v.InferOutput<typeof PrimaryInformationPatchSchema>;

/** The fields of a profile only the server writes. */
export const SERVER_OWNED_PROFILE_FIELDS = ['email', 'uniqueIdentifier', 'dateOfCreation', 'verifiedEmail'] as const;

/** What a patch may merge into a profile: the fields only the server writes are left out. */
export function shopperProfilePatch(patch: PrimaryInformationPatch): Partial<PrimaryInformation> {
  const allowed: Record<string, unknown> = { ...patch };
  for (const field of SERVER_OWNED_PROFILE_FIELDS) delete allowed[field];
  return allowed as Partial<PrimaryInformation>;
}

const coordinate = (limit: number) => v.nullable(v.pipe(v.number(), v.minValue(-limit), v.maxValue(limit)));

export const LocationPatchSchema = record({
  streetNumber: optionalText(TEXT_LIMITS.streetNumber),
  streetName: optionalText(TEXT_LIMITS.addressLine),
  city: shortText,
  state: shortText,
  country: shortText,
  postalCode: optionalText(TEXT_LIMITS.postalCode),
  geoCoordinates: v.optional(record({ latitude: coordinate(90), longitude: coordinate(180) })),
});

/** A new account asks for nothing: its uid, email, name and photo come from the verified sign-in. */
export const CreateAccountSchema = record({});

const section = <E extends v.ObjectEntries>(entries: E) => v.optional(v.partial(record(entries)));

export const PreferencesPatchSchema = record({
  notifications: section({
    emailNotifications: flag,
    pushNotifications: flag,
    smsNotifications: flag,
    orderUpdates: flag,
    promotions: flag,
    newsletter: flag,
    productRecommendations: flag,
    priceAlerts: flag,
  }),
  privacy: section({
    profileVisibility: choice(PROFILE_VISIBILITY),
    showEmail: flag,
    showPhone: flag,
    dataCollection: flag,
    thirdPartySharing: flag,
    marketingEmails: flag,
  }),
  appearance: section({
    theme: choice(THEMES),
    language: choice(LANGUAGES),
    currency: choice(CURRENCIES),
    timezone: choice(TIMEZONES),
    soundEnabled: flag,
    animations: flag,
    compactMode: flag,
  }),
  payment: section({
    preferredMethod: choice(['card', 'bank', 'ussd', 'bank_transfer'] as const),
    receiptEmail: v.nullable(v.union([v.literal(''), v.pipe(text(TEXT_LIMITS.email), v.email('Please enter a valid email address'))])),
  }),
  billing: section({
    streetNumber: v.nullable(text(TEXT_LIMITS.streetNumber)),
    streetName: v.nullable(text(TEXT_LIMITS.addressLine)),
    city: v.nullable(text(TEXT_LIMITS.shortText)),
    state: v.nullable(text(TEXT_LIMITS.shortText)),
    country: v.nullable(text(TEXT_LIMITS.shortText)),
    postalCode: v.nullable(text(TEXT_LIMITS.postalCode)),
  }),
  accountDeletion: section({ requestedAt: v.pipe(v.string(), v.isoTimestamp('must be a time')) }),
});

const notification = record({
  id: text(TEXT_LIMITS.shortText, 1),
  type: choice(['onboarding', 'success', 'warning', 'error', 'other'] as const),
  title: text(TEXT_LIMITS.shortText, 1),
  message: multilineText(TEXT_LIMITS.notificationText),
  isRead: flag,
  isPersistent: flag,
  createdAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  expiresAt: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  actionUrl: v.optional(sitePath),
  actionText: v.optional(text(TEXT_LIMITS.shortText)),
});

export const NotificationsSchema = record({
  items: v.pipe(v.array(notification), v.maxLength(NOTIFICATIONS_MAX, `must be at most ${NOTIFICATIONS_MAX} notifications`)),
});

/** A call that takes no payload (reads of the caller's own data). */
export const EmptySchema = record({});
