import { useState, useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from '../stores/persistence';
import type { AccountChooser } from './account-chooser';
import { AccountChooser as AccountChooserDialog } from './AccountChooser/AccountChooser';
import { forgetAccount, rememberAccount, rememberedAccounts } from './remembered-accounts';

export interface AccountChooserHostProps {
  chooser: AccountChooser;
  /** Where the accounts used before are kept; localStorage by default. */
  storage?: KeyValueStorage;
}

/** Mounted once in the shell's layout (emulator mode): shows the chooser while a choose() is pending. */
export function AccountChooserHost({ chooser, storage }: AccountChooserHostProps) {
  const open = useSyncExternalStore(chooser.subscribe, chooser.isOpen, () => false);
  return open ? <OpenChooser chooser={chooser} storage={storage ?? browserStorage()} /> : null;
}

/** Reads the remembered accounts each time the chooser opens (another tab may have added one). */
function OpenChooser({ chooser, storage }: { chooser: AccountChooser; storage: KeyValueStorage }) {
  const [accounts, setAccounts] = useState(() => rememberedAccounts(storage));
  return (
    <AccountChooserDialog
      accounts={accounts}
      onChoose={(account) => {
        rememberAccount(storage, account);
        chooser.settle(account);
      }}
      onForget={(email) => setAccounts(forgetAccount(storage, email))}
      onCancel={() => chooser.settle(null)}
    />
  );
}
