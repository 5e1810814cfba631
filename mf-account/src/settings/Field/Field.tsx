import { useId, type ReactNode } from 'react';
import { TEXT_LIMITS } from 'shared-contracts';
import { FormField, TextField as KitTextField } from 'shop-ui/form-field';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'tel' | 'date';
  name?: string;
  hint?: ReactNode;
  readOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
  max?: string;
  /** The server's limit for this field; by default its type's (an email, a phone, a short text). */
  maxLength?: number;
}

const DEFAULT_MAX_LENGTH = { text: TEXT_LIMITS.shortText, email: TEXT_LIMITS.email, tel: TEXT_LIMITS.phone, date: undefined } as const;

/** A settings field: the kit's labelled input, with the server's length limit for its type. */
export function TextField({ onChange, type = 'text', maxLength = DEFAULT_MAX_LENGTH[type], ...input }: TextFieldProps) {
  const id = useId();
  return <KitTextField {...input} id={id} type={type} maxLength={maxLength} onValue={onChange} />;
}

export interface Choice {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly Choice[];
  name?: string;
  hint?: ReactNode;
  /** The empty first option, for a choice that may stay unset. */
  placeholder?: string;
  autoComplete?: string;
}

/** A settings choice: the kit's labelled field around a select. */
export function SelectField({ label, hint, onChange, options, placeholder, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint}>
      {(control) => (
        <select {...select} {...control} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Choices whose label is their value (countries, time zones). */
export const choicesOf = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
