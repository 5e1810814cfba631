import { lazy, useSyncExternalStore } from 'react';
import { bus } from 'shared-contracts';
import { PartBoundary } from '../layout/PartBoundary/PartBoundary';
import { couldNotOpen } from '../layout/PartBoundary/use-open-failed';
import { browserStorage, type KeyValueStorage } from '../stores/persistence';
import type { AccountChooser } from './account-chooser';

// The dialog loads with the first sign-in, not at start-up (the SDK loads meanwhile).
const OpenAccountChooser = lazy(() => import('./open-account-chooser').then((m) => ({ default: m.OpenAccountChooser })));

export interface AccountChooserHostProps {
  chooser: AccountChooser;
  /** Where the accounts used before are kept; localStorage by default. */
  storage?: KeyValueStorage;
}

/** Mounted once in the shell's layout (emulator mode): shows the chooser while a choose() is pending. */
export function AccountChooserHost({ chooser, storage }: AccountChooserHostProps) {
  const open = useSyncExternalStore(chooser.subscribe, chooser.isOpen, () => false);
  // Its code not loading is the shopper cancelling: the sign-in waiting on it ends, and the shopper is told.
  // Mounted beside the app, outside its platform: the page's one bus reaches its toasts all the same.
  const failed = () => {
    chooser.settle(null);
    bus.emit('toast', { kind: 'error', message: couldNotOpen('the sign-in') });
  };
  if (!open) return null;
  return (
    <PartBoundary onError={failed}>
      <OpenAccountChooser chooser={chooser} storage={storage ?? browserStorage()} />
    </PartBoundary>
  );
}
