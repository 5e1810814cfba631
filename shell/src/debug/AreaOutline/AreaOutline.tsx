import { lazy, Suspense, type ReactNode } from 'react';
import { useOverlayOn } from '../remote-debug-context';
import styles from './AreaOutline.module.css';

// QA's label: its code loads only once the overlay is turned on, never for shoppers.
const AreaLabel = lazy(() => import('./AreaLabel').then((m) => ({ default: m.AreaLabel })));

/**
 * The box of one remote's area. With the overlay on it is outlined and labelled with the remote's
 * build and loading state; off, it is a plain block (always rendered, so toggling never remounts the screen).
 */
export function AreaOutline({ remote, children }: { remote: string; children: ReactNode }) {
  const on = useOverlayOn();
  return (
    <div className={on ? `${styles.area} ${styles.outlined}` : styles.area} data-remote-area={remote}>
      {on && (
        <Suspense fallback={null}>
          <AreaLabel remote={remote} />
        </Suspense>
      )}
      {children}
    </div>
  );
}
