import { Link } from 'react-router-dom';
import { useSession } from 'shared-contracts';
import { Dialog } from 'shop-ui/dialog';
import { ChevronRightIcon } from 'shop-ui/icons';
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
      <ul className={styles.list}>
        {userMenuEntries(user).map(({ kind, label, Icon, ...rest }) => (
          <li key={label} className={kind === 'signOut' ? styles.separated : undefined}>
            {'to' in rest ? (
              <Link className={styles.entry} to={rest.to} onClick={onClose}>
                <span className={styles.icon}>
                  <Icon />
                </span>
                {label}
                <ChevronRightIcon size={18} className={styles.chevron} />
              </Link>
            ) : (
              <button
                type="button"
                className={`${styles.entry} ${styles.danger}`}
                onClick={() => {
                  onClose();
                  signOut();
                }}
              >
                <span className={styles.icon}>
                  <Icon />
                </span>
                {label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
