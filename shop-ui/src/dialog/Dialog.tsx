import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from 'shop-ui/icons';
import { focusableIn } from './focusable';
import styles from './Dialog.module.css';

export type DialogPlacement = 'right' | 'left' | 'top' | 'sheet' | 'center';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  /** right: drawer (cart, notifications); left: side menu; top: search; sheet: bottom sheet on phones; center: a question or a short form. */
  placement: DialogPlacement;
  children: ReactNode;
  /** 'alertdialog' for a question to answer (a confirmation): its own buttons are the way out, so it has no close button. */
  role?: 'dialog' | 'alertdialog';
  /** The id of what says what the dialog is about (its question), read after its name. */
  describedBy?: string;
  /** False when a stray click beside the panel must not throw away what was typed (a form). */
  closeOnBackdrop?: boolean;
  /** center: room for a form (600 px rather than 440 px). */
  wide?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Shown beside the title (a badge, a button). */
  headerExtra?: ReactNode;
  footer?: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** What gets focus on open; the panel itself when omitted, so the dialog's name is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

let openCount = 0;

/**
 * The frame's one modal: role="dialog" (or "alertdialog") named by its title, focus kept inside while
 * open, Escape, the close button and the backdrop close it, focus goes back to whatever opened it.
 */
export function Dialog({
  open,
  title,
  onClose,
  placement,
  children,
  role = 'dialog',
  describedBy,
  closeOnBackdrop = true,
  wide = false,
  closeLabel = 'Close',
  headerExtra,
  footer,
  hideTitle = false,
  initialFocusRef,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? panelRef.current)?.focus();
    // The page behind must not scroll under a modal.
    openCount += 1;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
    // initialFocusRef is a ref: reading it on open is enough.
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={`${styles.root} ${styles[placement]}`}>
      <div className={styles.backdrop} aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} data-testid="dialog-backdrop" />
      <div
        ref={panelRef}
        className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {/* Divs, not header and footer: in a dialog those are a second banner and contentinfo landmark. */}
        <div className={`${styles.header} ${hideTitle ? styles.headerBare : ''}`}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          {headerExtra}
          {role === 'dialog' ? (
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
