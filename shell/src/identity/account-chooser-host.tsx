import { lazy, Suspense, useSyncExternalStore } from 'react';
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
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OpenAccountChooser chooser={chooser} storage={storage ?? browserStorage()} />
    </Suspense>
  );
}
