import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts its (lazy) children the first time `when` is true and keeps them mounted after, so a
 * drawer's code is fetched when it is first opened, not at start-up, and closes with its own logic.
 */
export function MountWhen({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
