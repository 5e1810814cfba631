import { SelectField, TextField } from '../Field/Field';
import { FieldGrid } from '../SettingsForm/SettingsForm';
import { ADDRESS_FIELDS, COUNTRY_CHOICES, type AddressValues } from '../settings-fields';

/** The location fields of one address (SPEC §3 location). */
export function AddressFields({
  values,
  onChange,
  autoCompleteSection,
}: {
  values: AddressValues;
  onChange(values: AddressValues): void;
  /** Tells the browser's autofill which address this is. */
  autoCompleteSection: 'shipping' | 'billing';
}) {
  return (
    <FieldGrid>
      {ADDRESS_FIELDS.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          name={f.name}
          maxLength={'maxLength' in f ? f.maxLength : undefined}
          autoComplete={`${autoCompleteSection} ${f.autoComplete}`}
          value={values[f.name]}
          onChange={(value) => onChange({ ...values, [f.name]: value })}
        />
      ))}
      <SelectField
        label="Country"
        name="country"
        autoComplete={`${autoCompleteSection} country-name`}
        options={COUNTRY_CHOICES}
        value={values.country}
        onChange={(country) => onChange({ ...values, country })}
      />
    </FieldGrid>
  );
}
