import { Button } from 'shop-ui/button';
import notice from '../styles/notice.module.css';
import styles from './LoadStatus.module.css';

export interface LoadStatusTexts {
  loading: string;
  failed: string;
  hint?: string;
  retry: string;
  /** Said when there is no one to ask for (no shopper signed in). */
  unavailable?: string;
}

export interface LoadStatusProps {
  state: 'loading' | 'error' | 'unavailable';
  texts: LoadStatusTexts;
  onRetry(): void;
}

/** What a section says while its data loads, or when the store could not answer (with Retry). */
export function LoadStatus({ state, texts, onRetry }: LoadStatusProps) {
  if (state === 'loading') {
    return (
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {texts.loading}
      </p>
    );
  }
  if (state === 'unavailable') {
    return (
      <p className={notice.danger} role="status">
        {texts.unavailable ?? texts.failed}
      </p>
    );
  }
  return (
    <div className={notice.danger} role="alert">
      <p>
        <strong>{texts.failed}</strong>
        {texts.hint && ` ${texts.hint}`}
      </p>
      <Button variant="outline" onClick={onRetry}>
        {texts.retry}
      </Button>
    </div>
  );
}
