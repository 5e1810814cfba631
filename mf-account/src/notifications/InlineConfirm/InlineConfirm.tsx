import { useEffect, useId, useRef } from 'react';
import { Button, buttonClass } from 'shop-ui/button';
import notice from '../../shared/styles/notice.module.css';
import styles from './InlineConfirm.module.css';

export interface InlineConfirmProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before something that cannot be undone, in place rather than in a modal. Focus starts on
 * Cancel, the harmless choice, so a double Enter never destroys anything; Escape cancels.
 */
export function InlineConfirm({ message, confirmLabel, cancelLabel, onConfirm, onCancel }: InlineConfirmProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);

  return (
    <div
      role="group"
      aria-labelledby={messageId}
      className={notice.danger}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      <div className={styles.buttons}>
        <button ref={cancelRef} type="button" className={buttonClass('quiet')} onClick={onCancel}>
          {cancelLabel}
        </button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
