import { lazy } from 'react';
import { PartBoundary } from '../../layout/PartBoundary/PartBoundary';
import { useOverlayOn } from '../remote-debug-context';

// QA's panel: its code loads only once the overlay is turned on, never for shoppers.
const RemotesPanel = lazy(() => import('./RemotesPanel').then((m) => ({ default: m.RemotesPanel })));

export function RemotesPanelWhenOn() {
  return useOverlayOn() ? (
    <PartBoundary>
      <RemotesPanel />
    </PartBoundary>
  ) : null;
}
