import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { isValidEmail, nameInitials, SHOP_NAME, splitName } from 'shared-contracts';
import { Button } from 'shop-ui/button';
import { Dialog } from 'shop-ui/dialog';
import { FormField } from 'shop-ui/form-field';
import { CloseIcon, InfoIcon, UserPlusIcon } from 'shop-ui/icons';
import { Avatar } from '../../layout/Avatar/Avatar';
import { useIsMobile } from '../../layout/hooks/use-media-query';
import { normalizeEmail, type ChosenAccount } from '../emulator-credential';
import styles from './AccountChooser.module.css';

export const CHOOSER_TEXT = {
  title: 'Choose an account',
  subtitle: `to continue to ${SHOP_NAME}`,
  testMode: 'Test mode',
  note: 'Test sign-in: the Firebase Auth emulator is running, no Google account is used.',
  another: 'Use another account',
  emailMissing: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  nameMissing: 'Please enter your full name',
} as const;

export interface AccountChooserProps {
  /** Accounts used before on this browser, most recent first. */
  accounts: readonly ChosenAccount[];
  onChoose(account: ChosenAccount): void;
  onForget(email: string): void;
  /** Cancel, Escape, the close button or a click outside. */
  onCancel(): void;
}

const initialsOf = ({ name, email }: ChosenAccount) => {
  const { firstName, lastName } = splitName(name);
  return nameInitials(firstName, lastName) ?? email.trim().charAt(0).toUpperCase();
};

/**
 * The emulator's stand-in for Google's account chooser, clearly marked as a test: pick an account
 * used before on this browser, or add one with an email and a name.
 */
export function AccountChooser({ accounts, onChoose, onForget, onCancel }: AccountChooserProps) {
  const isMobile = useIsMobile();
  const [adding, setAdding] = useState(accounts.length === 0);
  const showForm = adding || accounts.length === 0;
  const emailRef = useRef<HTMLInputElement>(null);
  const anotherRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the view changes, so it never falls out of the dialog.
  const focusNext = useRef<RefObject<HTMLElement | null> | null>(null);

  useEffect(() => {
    focusNext.current?.current?.focus();
    focusNext.current = null;
  });

  return (
    <Dialog
      open
      title={CHOOSER_TEXT.title}
      onClose={onCancel}
      placement={isMobile ? 'sheet' : 'top'}
      closeLabel="Cancel sign-in"
      initialFocusRef={showForm ? emailRef : undefined}
    >
      <div className={styles.content}>
        <p className={styles.subtitle}>{CHOOSER_TEXT.subtitle}</p>
        <div className={styles.note}>
          <span className={styles.badge}>
            <InfoIcon size={14} />
            {CHOOSER_TEXT.testMode}
          </span>
          <p className={styles.noteText}>{CHOOSER_TEXT.note}</p>
        </div>
        {showForm ? (
          <AddAccountForm
            emailRef={emailRef}
            onSubmit={onChoose}
            backLabel={accounts.length > 0 ? 'Back' : 'Cancel'}
            onBack={() => {
              if (accounts.length === 0) return onCancel();
              focusNext.current = anotherRef;
              setAdding(false);
            }}
          />
        ) : (
          <>
            <ul className={styles.list} aria-label="Accounts used on this browser">
              {accounts.map((account) => (
                <li key={account.email} className={styles.row}>
                  <button type="button" className={styles.account} onClick={() => onChoose(account)}>
                    <Avatar>{initialsOf(account)}</Avatar>
                    <span className={styles.who}>
                      <span className={styles.name}>{account.name}</span>
                      <span className={styles.email}>{account.email}</span>
                    </span>
                  </button>
                  <button
                    type="button"
                    className={styles.forget}
                    aria-label={`Remove ${account.email} from this list`}
                    title="Remove from this list"
                    onClick={() => {
                      focusNext.current = accounts.length > 1 ? anotherRef : emailRef;
                      onForget(account.email);
                    }}
                  >
                    <CloseIcon size={18} />
                  </button>
                </li>
              ))}
              <li className={styles.row}>
                <button
                  ref={anotherRef}
                  type="button"
                  className={styles.account}
                  onClick={() => {
                    focusNext.current = emailRef;
                    setAdding(true);
                  }}
                >
                  <Avatar plain>
                    <UserPlusIcon size={20} />
                  </Avatar>
                  <span className={styles.name}>{CHOOSER_TEXT.another}</span>
                </button>
              </li>
            </ul>
            <div className={styles.actions}>
              <Button variant="quiet" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}

interface AddAccountFormProps {
  emailRef: RefObject<HTMLInputElement | null>;
  onSubmit(account: ChosenAccount): void;
  backLabel: string;
  onBack(): void;
}

function emailError(email: string): string | null {
  if (!email.trim()) return CHOOSER_TEXT.emailMissing;
  return isValidEmail(email) ? null : CHOOSER_TEXT.emailInvalid;
}

/** Email and full name, both required; messages appear under the fields once Continue is pressed. */
function AddAccountForm({ emailRef, onSubmit, backLabel, onBack }: AddAccountFormProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = { email: emailError(email), name: name.trim() ? null : CHOOSER_TEXT.nameMissing };
  const shown = submitted ? errors : { email: null, name: null };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.email) emailRef.current?.focus();
    else if (errors.name) nameRef.current?.focus();
    else onSubmit({ email: normalizeEmail(email), name: name.trim() });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="Add an account">
      <FormField id={`${id}-email`} label="Email" error={shown.email}>
        {(control) => (
          <input {...control} ref={emailRef} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        )}
      </FormField>
      <FormField id={`${id}-name`} label="Full name" error={shown.name}>
        {(control) => <input {...control} ref={nameRef} autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />}
      </FormField>
      <div className={styles.actions}>
        <Button variant="quiet" onClick={onBack}>
          {backLabel}
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
