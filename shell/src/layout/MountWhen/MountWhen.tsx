import { useState, type ReactNode } from 'react';
import { PartBoundary } from '../PartBoundary/PartBoundary';

/**
 * Mounts its (lazy) children the first time `when` is true and keeps them mounted after, so a
 * drawer's code is fetched when it is first opened, not at start-up, and closes with its own logic.
 * Code that cannot load (offline at first open) costs only this part: `onFailed` is told, to close what
 * asked for it and say so; asked for again, it fails again at once (PartBoundary says why).
 */
export function MountWhen({ when, onFailed, children }: { when: boolean; onFailed?: (error: unknown) => void; children: ReactNode }) {
  const [stage, setStage] = useState<'waiting' | 'mounted' | 'failed'>(when ? 'mounted' : 'waiting');
  if (when && stage === 'waiting') setStage('mounted');
  // After a failure only a new request (false, then true again) mounts it again: never a loop.
  if (!when && stage === 'failed') setStage('waiting');
  if (stage !== 'mounted') return null;
  const fail = (error: unknown) => {
    setStage('failed');
    onFailed?.(error);
  };
  return (
    <PartBoundary onError={fail}>{children}</PartBoundary>
  );
}
