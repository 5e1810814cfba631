import type { ReactNode } from 'react';
import { describeBuild, describeState } from '../describe-status';
import { useOverlayOn, useRemoteStatuses } from '../remote-debug-context';
import styles from './AreaOutline.module.css';

/**
 * The box of one remote's area. With the overlay on it is outlined and labelled with the remote's
 * build and loading state; off, it is a plain block (always rendered, so toggling never remounts the screen).
 */
export function AreaOutline({ remote, children }: { remote: string; children: ReactNode }) {
  const on = useOverlayOn();
  const status = useRemoteStatuses().find((s) => s.remote === remote);
  return (
    <div className={on ? `${styles.area} ${styles.outlined}` : styles.area} data-remote-area={remote}>
      {on && status && (
        <p className={`${styles.label} ${status.phase === 'failed' ? styles.failed : ''}`} data-testid="remote-label">
          {describeBuild(status)} · {describeState(status)}
        </p>
      )}
      {children}
    </div>
  );
}
