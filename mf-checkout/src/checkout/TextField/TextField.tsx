import type { InputHTMLAttributes } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error?: string;
  onValue?(value: string): void;
}

/** A labelled input whose problem is named beside it and announced with it. */
export function TextField({ id, label, value, error, onValue, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(e) => onValue?.(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : null, input['aria-describedby']].filter(Boolean).join(' ') || undefined}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
