import { useContext } from 'react';
import { describeBuild, describeState } from '../describe-status';
import { RemoteDebugContext, useRemoteStatuses } from '../remote-debug-context';
import styles from './RemotesPanel.module.css';

/** Every remote of the page at a glance, also those not on this route (shown while the overlay is on). */
export function RemotesPanel() {
  const statuses = useRemoteStatuses();
  const debug = useContext(RemoteDebugContext);
  return (
    <aside className={styles.panel} aria-label="Remotes">
      <div className={styles.head}>
        <h2 className={styles.title}>Remotes</h2>
        <button type="button" className={styles.close} onClick={() => debug?.overlay.set(false)}>
          Hide (Alt+Shift+D)
        </button>
      </div>
      <ul className={styles.list}>
        {statuses.map((s) => (
          <li key={s.remote} className={s.phase === 'failed' ? styles.failed : undefined}>
            <strong>{describeBuild(s)}</strong>
            <span>{describeState(s)}</span>
            <span className={styles.url}>{s.manifestUrl}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
