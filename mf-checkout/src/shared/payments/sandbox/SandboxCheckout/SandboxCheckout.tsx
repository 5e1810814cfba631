import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { formatNaira } from 'shared-contracts';
import { Button } from 'shop-ui/button';
import styles from './SandboxCheckout.module.css';

export interface SandboxCheckoutProps {
  amountKobo: number;
  email: string;
  /** The payer's name, when the transaction carries one. */
  name?: string;
  reference: string;
  onPay(): void;
  onDecline(): void;
  onCancel(): void;
}

/**
 * The sandbox's stand-in for Paystack's checkout window: a modal clearly marked as test mode, where
 * the shopper decides how the payment ends. Focus moves in on open, stays inside, and goes back to
 * whatever had it (Place Order) on close; Escape cancels, as closing Paystack's window does.
 */
export function SandboxCheckout({ amountKobo, email, name, reference, onPay, onDecline, onCancel }: SandboxCheckoutProps) {
  const titleId = useId();
  const noteId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;

  // Layout effect: the dialog has focus as soon as it is on screen, before any key can reach the page.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // On the document, so Escape works wherever focus is.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      cancelRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const keepTabInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const buttons = Array.from(panelRef.current.querySelectorAll('button'));
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.root}>
      {/* Not a way out: a stray click must not end a payment. It keeps focus in the dialog. */}
      <div
        className={styles.backdrop}
        aria-hidden="true"
        data-testid="sandbox-backdrop"
        onMouseDown={(event) => event.preventDefault()}
      />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={noteId}
        tabIndex={-1}
        onKeyDown={keepTabInside}
      >
        <header className={styles.header}>
          <span className={styles.badge}>Test mode</span>
          <h2 id={titleId} className={styles.title}>
            Test checkout
          </h2>
          <p id={noteId} className={styles.note}>
            No real card is charged. Choose how this test payment ends.
          </p>
        </header>

        <dl className={styles.details}>
          <div className={styles.amountRow}>
            <dt>Amount</dt>
            <dd className={styles.amount}>{formatNaira(amountKobo / 100)}</dd>
          </div>
          <div className={styles.row}>
            <dt>Email</dt>
            <dd>{withBreakAfterAt(email)}</dd>
          </div>
          {name ? (
            <div className={styles.row}>
              <dt>Name</dt>
              <dd>{name}</dd>
            </div>
          ) : null}
          <div className={styles.row}>
            <dt>Reference</dt>
            <dd className={styles.reference}>{reference}</dd>
          </div>
        </dl>

        <div className={styles.actions}>
          <Button onClick={onPay}>Pay</Button>
          <Button variant="danger" onClick={onDecline}>
            Decline
          </Button>
          <Button variant="quiet" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}

/** An email that may wrap after its @ (a <wbr>, so a copy keeps it whole) rather than inside a word. */
function withBreakAfterAt(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
