import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TOAST, useToast } from 'shared-contracts';
import { Button } from 'shop-ui/button';
import type { SaveOutcome } from '../profile-updates';
import styles from './SettingsForm.module.css';

export interface SettingsFormProps {
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** Saves what the form's fields hold; the form says how it went. */
  onSave(): Promise<SaveOutcome>;
  /** Buttons beside the save button (e.g. copy the shipping address). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One settings section as a form named by its title. Its save says 'Saving...' and is disabled while
 * busy (SPEC §2), then toasts the outcome; the fields belong to the caller, so a failed save keeps
 * everything typed.
 */
export function SettingsForm({ title, description, submitLabel, onSave, actions, children }: SettingsFormProps) {
  const id = useId();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const outcome = await onSave();
    setSaving(false);
    toast(outcome.ok ? 'success' : 'error', outcome.message, outcome.ok ? TOAST.settingsMs : TOAST.errorMs);
  };

  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)}>
      <header className={styles.head}>
        <h2 id={`${id}-title`}>{title}</h2>
        {description ? <p>{description}</p> : null}
      </header>
      {children}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}

/** Fields side by side where they fit, one per row on phones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

/** A titled group of fields inside a section. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A button beside the save button, for a helper action that does not save. */
export function SecondaryButton({ children, onClick }: { children: ReactNode; onClick(): void }) {
  return (
    <Button variant="outline" onClick={onClick}>
      {children}
    </Button>
  );
}
