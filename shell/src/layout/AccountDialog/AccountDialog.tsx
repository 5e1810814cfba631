import { Link } from 'react-router-dom';
import { useSession } from 'shared-contracts';
import { Dialog } from 'shop-ui/dialog';
import { SheetEntryContent, sheetMenu } from '../SheetMenu/SheetMenu';
import { userMenuEntries, welcomeLine } from '../UserMenu/user-menu-entries';
import { useSignOut } from '../UserMenu/use-sign-out';
import styles from './AccountDialog.module.css';

/** The user menu on phones (SPEC §2): a modal titled Account with the same entries. */
export function AccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const user = useSession();
  const signOut = useSignOut();
  const welcome = welcomeLine(user);
  return (
    <Dialog open={open} title="Account" onClose={onClose} placement="sheet" closeLabel="Close account menu">
      {welcome && <p className={styles.welcome}>{welcome}</p>}
      <ul className={sheetMenu.list}>
        {userMenuEntries(user).map(({ kind, label, Icon, ...rest }) => (
          <li key={label} className={kind === 'signOut' ? sheetMenu.separated : undefined}>
            {'to' in rest ? (
              <Link className={sheetMenu.entry} to={rest.to} onClick={onClose}>
                <SheetEntryContent Icon={Icon} label={label} />
              </Link>
            ) : (
              <button
                type="button"
                className={`${sheetMenu.entry} ${sheetMenu.danger}`}
                onClick={() => {
                  onClose();
                  signOut();
                }}
              >
                <SheetEntryContent Icon={Icon} label={label} leads={false} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
