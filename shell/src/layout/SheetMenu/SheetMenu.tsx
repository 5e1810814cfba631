import type { ComponentType } from 'react';
import { ChevronRightIcon } from 'shop-ui/icons';
import styles from './SheetMenu.module.css';

export { styles as sheetMenu };

/** What an entry of a phone's menu sheet (Menu, Account) shows: its icon in a tile, its label, and a chevron when it leads somewhere. */
export function SheetEntryContent({ Icon, label, leads = true }: { Icon: ComponentType; label: string; leads?: boolean }) {
  return (
    <>
      <span className={styles.icon}>
        <Icon />
      </span>
      {label}
      {leads && <ChevronRightIcon size={18} className={styles.chevron} />}
    </>
  );
}
