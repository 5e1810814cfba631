import { ADDRESS_COUNTRIES, DEFAULT_COUNTRY, type Location, type PrimaryInformation, type SessionUser } from 'shared-contracts';
import type { FieldSpec } from '../../components/SettingsForm/SettingsForm';

export const PROFILE_FIELDS = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'middleName', label: 'Middle Name', autoComplete: 'additional-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', readOnly: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const satisfies readonly FieldSpec<keyof PrimaryInformation & string>[];

/** The shop's home country first, then the spec's list. */
export const COUNTRIES = [DEFAULT_COUNTRY, ...ADDRESS_COUNTRIES] as const;

export const ADDRESS_FIELDS = [
  { name: 'streetNumber', label: 'Street Number', autoComplete: 'address-line1' },
  { name: 'streetName', label: 'Street Name', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'ZIP/Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', options: COUNTRIES },
] as const satisfies readonly FieldSpec<keyof Location & string>[];

type Names<F extends readonly { name: string }[]> = F[number]['name'];
export type ProfileValues = Record<Names<typeof PROFILE_FIELDS>, string>;
export type AddressValues = Record<Names<typeof ADDRESS_FIELDS>, string>;

const valuesOf = <K extends string>(fields: readonly { name: K }[], source: Partial<Record<K, unknown>> | null) =>
  Object.fromEntries(fields.map((f) => [f.name, String(source?.[f.name] ?? '')])) as Record<K, string>;

export const profileValues = (s: SessionUser) => valuesOf(PROFILE_FIELDS, s.primaryInformation);
export const addressValues = (s: SessionUser) => {
  const values = valuesOf(ADDRESS_FIELDS, s.location);
  return { ...values, country: values.country || DEFAULT_COUNTRY };
};

/** What a save writes: trimmed text, blanks as null (an emptied field is removed, not kept). Read-only fields are left out. */
export function patchOf<K extends string>(fields: readonly { name: K; readOnly?: boolean }[], values: Record<K, string>) {
  const patch: Partial<Record<K, string | null>> = {};
  for (const f of fields) if (!f.readOnly) patch[f.name] = values[f.name].trim() || null;
  return patch;
}
