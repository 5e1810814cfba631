import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteStatus, RemoteStatusStore } from '../federation/remote-status';
import type { OverlayToggle } from './overlay-toggle';

export interface RemoteDebug {
  status: RemoteStatusStore;
  overlay: OverlayToggle;
}

/** Absent (tests, a screen rendered alone): no overlay. */
export const RemoteDebugContext = createContext<RemoteDebug | null>(null);

const never = () => () => undefined;
const off = () => false;
const EMPTY: readonly RemoteStatus[] = [];
const none = () => EMPTY;

export function useOverlayOn(): boolean {
  const debug = useContext(RemoteDebugContext);
  // A server-rendered page shows no overlay: QA's switch applies once the page has hydrated.
  return useSyncExternalStore(debug?.overlay.subscribe ?? never, debug?.overlay.isOn ?? off, off);
}

export function useRemoteStatuses(): readonly RemoteStatus[] {
  const debug = useContext(RemoteDebugContext);
  return useSyncExternalStore(debug?.status.subscribe ?? never, debug?.status.all ?? none, none);
}
