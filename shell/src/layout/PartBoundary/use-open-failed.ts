import { useBus } from 'shared-contracts';

/** What the shopper reads when a part's code could not load as it was opened. */
export const couldNotOpen = (what: string) => `We couldn’t open ${what}. Check your connection, then reload the page.`;

/** A MountWhen's `onFailed`: closes what asked for the part and says so. */
export function useOpenFailed(): (what: string, close: () => void) => () => void {
  const bus = useBus();
  return (what, close) => () => {
    close();
    bus.emit('toast', { kind: 'error', message: couldNotOpen(what) });
  };
}
