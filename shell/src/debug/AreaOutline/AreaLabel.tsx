import { describeBuild, describeState } from '../describe-status';
import { useRemoteStatuses } from '../remote-debug-context';
import styles from './AreaOutline.module.css';

/** The remote's build and loading state over its area, for QA's overlay. */
export function AreaLabel({ remote }: { remote: string }) {
  const status = useRemoteStatuses().find((s) => s.remote === remote);
  if (!status) return null;
  return (
    <p className={`${styles.label} ${status.phase === 'failed' ? styles.failed : ''}`} data-testid="remote-label">
      {describeBuild(status)} · {describeState(status)}
    </p>
  );
}
