import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form-field.module.css';

/** What the control inside a field must carry to be named, described and marked invalid with it. */
export interface FieldControl {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Shown after the label, e.g. '(optional)'. */
  optional?: ReactNode;
  hint?: ReactNode;
  /** The field's problem: shown under it, and read with it. */
  error?: ReactNode;
  /** Other descriptions the control already has (a counter, a format). */
  describedBy?: string;
  className?: string;
  /** The control (an input, a select, a textarea), given the props that tie it to the label, hint and error. */
  children(control: FieldControl): ReactNode;
}

/** A labelled control whose hint and problem are named beside it and announced with it. */
export function FormField({ id, label, optional, hint, error, describedBy, className, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, hint ? hintId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> {optional}</span> : null}
      </label>
      {children({ id, className: styles.control!, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: ReactNode;
  value: string;
  optional?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  onValue?(value: string): void;
}

/** The common case: a FormField around a text input. */
export function TextField({ id, label, value, optional, hint, error, onValue, className, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} optional={optional} hint={hint} error={error} describedBy={input['aria-describedby']} className={className}>
      {(control) => <input {...input} {...control} value={value} onChange={(e) => onValue?.(e.target.value)} />}
    </FormField>
  );
}
