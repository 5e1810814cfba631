import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button, buttonClass } from 'shop-ui/button';
import { Dialog } from 'shop-ui/dialog';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while the confirmed action runs. */
  busyLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before something that cannot be undone: the kit's centred alert dialog, named by its title and
 * described by its question. Cancel has the focus first (the safe choice), Tab stays inside, Escape and
 * the backdrop cancel (not while the confirmed action runs), and the focus goes back to whatever opened it.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, busyLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  // In the body, so no card or panel of the page can clip it.
  return createPortal(
    <Dialog
      open={open}
      title={title}
      placement="center"
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      onClose={cancel}
      footer={
        <>
          <button ref={cancelRef} type="button" className={buttonClass('quiet')} onClick={cancel} disabled={busy}>
            {cancelLabel}
          </button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
    </Dialog>,
    document.body,
  );
}
