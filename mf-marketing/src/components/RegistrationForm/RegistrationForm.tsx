import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EARLY_BIRD_DISCOUNT_PERCENT, EARLY_BIRD_SUBMIT_DELAY_MS, MESSAGES, TEXT_LIMITS as L, TOAST, useToast } from 'shared-contracts';
import { ImageUploader } from '../ImageUploader/ImageUploader';
import { useImageList } from '../ImageUploader/useImageList';
import { registrationError } from './registration-error';
import styles from './RegistrationForm.module.css';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', company: '' };
type Fields = typeof EMPTY;

const FIELDS: readonly { name: keyof Fields; label: string; type: string; autoComplete: string; maxLength: number; optional?: boolean }[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name', maxLength: L.personName },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name', maxLength: L.personName },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: L.email },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: L.phone, optional: true },
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization', maxLength: L.shortText, optional: true },
];

/**
 * The early-bird form. Invalid input keeps everything typed and says the first problem in a toast;
 * valid input is "sent" (a simulated wait), then the form resets and thanks the shopper.
 */
export function RegistrationForm() {
  const id = useId();
  const toast = useToast();
  const [fields, setFields] = useState(EMPTY);
  const images = useImageList();
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState<string | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(pending.current), []);
  useEffect(() => {
    if (thanked) confirmation.current?.focus();
  }, [thanked]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const error = registrationError({ ...fields, images: images.images });
    if (error) {
      toast('error', error);
      return;
    }
    setBusy(true);
    setThanked(null);
    // No server behind this yet (SPEC §7): the submission is simulated.
    pending.current = setTimeout(() => {
      toast('success', MESSAGES.earlyBird.success, TOAST.earlyBirdMs);
      setThanked(fields.firstName.trim());
      setFields(EMPTY);
      images.clear();
      setBusy(false);
    }, EARLY_BIRD_SUBMIT_DELAY_MS);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Reserve your spot
      </h2>
      <p className={styles.note}>All fields are required unless marked optional.</p>

      {thanked && (
        <div ref={confirmation} className={styles.thanks} role="status" tabIndex={-1}>
          <strong>Thank you, {thanked}!</strong> You are on the early-bird list. We will email you before launch with your{' '}
          {EARLY_BIRD_DISCOUNT_PERCENT}% saving.
        </div>
      )}

      <fieldset className={styles.fieldset} disabled={busy}>
        <legend className="visually-hidden">Your item and your details</legend>
        <ImageUploader images={images.images} onAdd={images.add} onRename={images.rename} onRemove={images.remove} />
        <div className={styles.grid}>
          {FIELDS.map((field) => (
            <div key={field.name} className={styles.field} data-wide={field.name === 'email' || undefined}>
              <label htmlFor={`${id}-${field.name}`}>
                {field.label}
                {field.optional && <span className={styles.optional}> (optional)</span>}
              </label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                required={!field.optional}
                value={fields[field.name]}
                onChange={(e) => setFields((f) => ({ ...f, [field.name]: e.target.value }))}
              />
            </div>
          ))}
        </div>
      </fieldset>

      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? 'Processing...' : `Register Now & Save ${EARLY_BIRD_DISCOUNT_PERCENT}%`}
      </button>
    </form>
  );
}
