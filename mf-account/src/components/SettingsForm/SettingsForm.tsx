import { useId, useState, type FormEvent } from 'react';
import { TOAST, useToast } from 'shared-contracts';
import type { SaveOutcome } from '../../auth/profile-updates';
import styles from './SettingsForm.module.css';

export interface FieldSpec<K extends string> {
  name: K;
  label: string;
  type?: 'text' | 'email' | 'tel';
  readOnly?: boolean;
  autoComplete?: string;
  options?: readonly string[];
}

export interface SettingsFormProps<K extends string> {
  title: string;
  fields: readonly FieldSpec<K>[];
  initial: Record<K, string>;
  submitLabel: string;
  onSave(values: Record<K, string>): Promise<SaveOutcome>;
}

/**
 * One settings section: its fields, and a save that says 'Saving...' while busy (SPEC §2) and
 * keeps everything typed when it fails.
 */
export function SettingsForm<K extends string>({ title, fields, initial, submitLabel, onSave }: SettingsFormProps<K>) {
  const id = useId();
  const toast = useToast();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const outcome = await onSave(values);
    setSaving(false);
    toast(outcome.ok ? 'success' : 'error', outcome.message, outcome.ok ? TOAST.settingsMs : TOAST.errorMs);
  };

  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className={styles.grid}>
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const common = {
            id: fieldId,
            name: field.name,
            value: values[field.name],
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field.name]: e.target.value })),
          };
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={fieldId}>{field.label}</label>
              {field.options ? (
                <select {...common}>
                  <option value="">Select…</option>
                  {field.options.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>
              ) : (
                <input {...common} type={field.type ?? 'text'} readOnly={field.readOnly} autoComplete={field.autoComplete} />
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className={styles.save} disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </button>
    </form>
  );
}
