import { useState } from 'react';
import type { KeyValueStorage } from '../stores/persistence';
import type { AccountChooser } from './account-chooser';
import { AccountChooser as AccountChooserDialog } from './AccountChooser/AccountChooser';
import { forgetAccount, rememberAccount, rememberedAccounts } from './remembered-accounts';

/** The open chooser. Reads the remembered accounts each time it opens (another tab may have added one). */
export function OpenAccountChooser({ chooser, storage }: { chooser: AccountChooser; storage: KeyValueStorage }) {
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
