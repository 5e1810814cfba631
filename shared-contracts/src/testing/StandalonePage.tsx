import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HarnessPanel, HarnessProvider, type Harness } from './harness';
import { HarnessToasts } from './HarnessToasts';

// The UI kit's own page, every part in its states; loaded only when QA opens it.
const UiKitGallery = lazy(() => import('shop-ui/gallery').then((m) => ({ default: m.Gallery })));

/** The path of the UI kit's page on every remote's QA page. */
const UI_KIT_PATH = '/ui-kit';

/** A remote's own QA page: its screens in the page's main, and the harness's toasts and panel beside them. */
export function StandalonePage({ harness, name, children }: { harness: Harness; name: string; children: ReactNode }) {
  return (
    <HarnessProvider harness={harness}>
      <BrowserRouter>
        <main id="main">
          <Routes>
            <Route
              path={UI_KIT_PATH}
              element={
                <Suspense fallback={<p role="status">Loading the UI kit…</p>}>
                  <UiKitGallery />
                </Suspense>
              }
            />
            <Route path="*" element={children} />
          </Routes>
        </main>
        <HarnessToasts />
        <HarnessPanel harness={harness} name={name} />
      </BrowserRouter>
    </HarnessProvider>
  );
}
