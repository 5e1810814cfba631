import { useId, type ReactNode } from 'react';
import { TEXT_LIMITS } from 'shared-contracts';
import styles from './Field.module.css';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  children(id: string, describedBy: string | undefined): ReactNode;
}

/** A label over its control, with an optional hint the control is described by. */
function FieldFrame({ label, hint, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id, hintId)}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

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

export function TextField({ label, hint, onChange, type = 'text', maxLength = DEFAULT_MAX_LENGTH[type], ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(id, describedBy) => (
        <input {...input} id={id} type={type} maxLength={maxLength} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldFrame>
  );
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

export function SelectField({ label, hint, onChange, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(id, describedBy) => (
        <select {...select} id={id} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** Choices whose label is their value (countries, time zones). */
export const choicesOf = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
