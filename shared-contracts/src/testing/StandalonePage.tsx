import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HarnessPanel, HarnessProvider, type Harness } from './harness';
import { HarnessToasts } from './HarnessToasts';

/** A remote's own QA page: its screens in the page's main, and the harness's toasts and panel beside them. */
export function StandalonePage({ harness, name, children }: { harness: Harness; name: string; children: ReactNode }) {
  return (
    <HarnessProvider harness={harness}>
      <BrowserRouter>
        <main id="main">{children}</main>
        <HarnessToasts />
        <HarnessPanel harness={harness} name={name} />
      </BrowserRouter>
    </HarnessProvider>
  );
}
