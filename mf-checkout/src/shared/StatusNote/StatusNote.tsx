import type { ReactNode } from 'react';
import styles from './StatusNote.module.css';

/** A calm line beside a form (the profile still loading, a payment cancelled): read out as it appears, not an error. */
export function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.note}>
      {children}
    </p>
  );
}
