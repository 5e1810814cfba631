import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES, TEXT_LIMITS as L, TOAST, useHydrated, usePlatform, useToast } from 'shared-contracts';
import { Button } from 'shop-ui/button';
import { FormField } from 'shop-ui/form-field';
import { EARLY_BIRD_DISCOUNT_PERCENT } from '../early-bird-constants';
import { ImageUploader } from '../ImageUploader/ImageUploader';
import { useImageList } from '../ImageUploader/useImageList';
import { registrationProblem, type RegistrationProblem } from './registration-error';
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

/** The form's toasts replace each other: the latest word stays, not a pile of fixed problems. */
const TOPIC = 'early-bird';

/**
 * The early-bird form. Invalid input keeps everything typed, says the first problem in a toast and
 * takes the shopper to the field to fix;
 * valid input is stored by the shop's server (one registration per email), then the form resets and
 * thanks the shopper, saying so when an earlier registration was updated. A refusal or a failure keeps
 * everything typed and says why.
 */
export function RegistrationForm() {
  const id = useId();
  const hydrated = useHydrated();
  const toast = useToast();
  const { callServer } = usePlatform();
  const [fields, setFields] = useState(EMPTY);
  const images = useImageList();
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState<{ name: string; updated: boolean } | null>(null);
  const mounted = useRef(true);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState<RegistrationProblem['field'] | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The thanks sit above the emptied form: brought to the middle of the screen, not left above it.
  useEffect(() => {
    if (!thanked) return;
    confirmation.current?.focus({ preventScroll: true });
    confirmation.current?.scrollIntoView?.({ block: 'center' });
  }, [thanked]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const entry = { ...fields, images: images.images };
    const problem = registrationProblem(entry);
    setInvalid(problem?.field ?? null);
    if (problem) {
      toast('error', problem.message, undefined, TOPIC);
      const target = problem.field === 'images' ? '[data-pick-images]' : `[name="${problem.field}"]`;
      form.current?.querySelector<HTMLElement>(target)?.focus();
      return;
    }
    setBusy(true);
    setThanked(null);
    const sent = await sendRegistration(callServer, entry);
    // A shopper who left meanwhile still hears how it went (the shell's toasts outlive the page).
    if (!sent.ok) toast('error', sent.message, undefined, TOPIC);
    else toast('success', sent.outcome === 'updated' ? MESSAGES.earlyBird.updated : MESSAGES.earlyBird.success, TOAST.earlyBirdMs, TOPIC);
    if (!mounted.current) return;
    setBusy(false);
    if (!sent.ok) return;
    setThanked({ name: fields.firstName.trim(), updated: sent.outcome === 'updated' });
    setFields(EMPTY);
    images.clear();
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy} aria-labelledby={`${id}-title`}>
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

      {/* Until the page's code runs, nothing to type into or send (useHydrated). */}
      <fieldset className={styles.fieldset} disabled={busy || !hydrated}>
        <legend className="visually-hidden">Your item and your details</legend>
        <ImageUploader images={images.images} onAdd={images.add} onRename={images.rename} onRemove={images.remove} />
        <div className={styles.grid}>
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`${id}-${field.name}`}
              label={field.label}
              optional={field.optional ? '(optional)' : undefined}
              className={field.name === 'email' ? styles.wide : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  maxLength={field.maxLength}
                  required={!field.optional}
                  value={fields[field.name]}
                  // The problem itself is said in a toast; the field is only marked.
                  aria-invalid={invalid === field.name || undefined}
                  onChange={(e) => {
                    setFields((f) => ({ ...f, [field.name]: e.target.value }));
                    if (invalid === field.name) setInvalid(null);
                  }}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>

      <Button type="submit" wide disabled={busy || !hydrated}>
        {busy ? 'Processing...' : `Register Now & Save ${EARLY_BIRD_DISCOUNT_PERCENT}%`}
      </Button>
    </form>
  );
}
