import { useEffect } from 'react';
import { useBus } from 'shared-contracts';
import type { PreviewOutcome } from '../../federation/previews';
import styles from './PreviewBanner.module.css';

interface Props {
  outcome: Pick<PreviewOutcome, 'active' | 'refused'>;
  /** Ends every preview (reloads the page without them). */
  onEnd: () => void;
}

/** Says which remotes this tab previews, and why an asked-for preview was refused. */
export function PreviewBanner({ outcome, onEnd }: Props) {
  const bus = useBus();
  useEffect(() => {
    for (const message of outcome.refused) bus.emit('toast', { kind: 'error', message, durationMs: 8000 }); // long enough to read the reason
  }, [bus, outcome.refused]);
  if (outcome.active.length === 0) return null;
  return (
    <div className={styles.banner} role="status">
      <p className={styles.text}>
        Preview:{' '}
        {outcome.active.map((p, i) => (
          <span key={p.remote}>
            {i > 0 && '; '}
            <strong>{p.remote}</strong> from <code>{p.url}</code>
          </span>
        ))}
      </p>
      <button type="button" className={styles.end} onClick={onEnd}>
        End preview
      </button>
    </div>
  );
}
