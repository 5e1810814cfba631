import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EARLY_BIRD_DISCOUNT_PERCENT, MESSAGES, TEXT_LIMITS as L, TOAST, usePlatform, useToast } from 'shared-contracts';
import { ImageUploader } from '../ImageUploader/ImageUploader';
import { useImageList } from '../ImageUploader/useImageList';
import { registrationError } from './registration-error';
import { sendRegistration } from './send-registration';
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
 * valid input is stored by the shop's server (one registration per email), then the form resets and
 * thanks the shopper, saying so when an earlier registration was updated. A refusal or a failure keeps
 * everything typed and says why.
 */
export function RegistrationForm() {
  const id = useId();
  const toast = useToast();
  const { accounts } = usePlatform();
  const [fields, setFields] = useState(EMPTY);
  const images = useImageList();
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState<{ name: string; updated: boolean } | null>(null);
  const mounted = useRef(true);
  const confirmation = useRef<HTMLDivElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (thanked) confirmation.current?.focus();
  }, [thanked]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const form = { ...fields, images: images.images };
    const error = registrationError(form);
    if (error) {
      toast('error', error);
      return;
    }
    setBusy(true);
    setThanked(null);
    const sent = await sendRegistration(accounts, form);
    // A shopper who left meanwhile still hears how it went (the shell's toasts outlive the page).
    if (!sent.ok) toast('error', sent.message);
    else toast('success', sent.outcome === 'updated' ? MESSAGES.earlyBird.updated : MESSAGES.earlyBird.success, TOAST.earlyBirdMs);
    if (!mounted.current) return;
    setBusy(false);
    if (!sent.ok) return;
    setThanked({ name: fields.firstName.trim(), updated: sent.outcome === 'updated' });
    setFields(EMPTY);
    images.clear();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Reserve your spot
      </h2>
      <p className={styles.note}>All fields are required unless marked optional.</p>

      {thanked && (
        <div ref={confirmation} className={styles.thanks} role="status" tabIndex={-1}>
          <strong>Thank you, {thanked.name}!</strong>{' '}
          {thanked.updated ? 'You were already on the early-bird list, so we updated your registration.' : 'You are on the early-bird list.'}
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
