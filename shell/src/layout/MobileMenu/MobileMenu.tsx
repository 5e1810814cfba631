import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Dialog } from 'shop-ui/dialog';
import { InfoIcon, LayersIcon, MenuIcon, StoreIcon } from 'shop-ui/icons';
import { NAV_LINKS } from '../Navbar/nav-links';
import { SheetEntryContent, sheetMenu } from '../SheetMenu/SheetMenu';
import styles from './MobileMenu.module.css';

const ICONS = { '/shop': StoreIcon, '/collections': LayersIcon, '/about': InfoIcon } as const;

/**
 * Phones (768 px or less): the hamburger and the side menu titled Menu with Shop, Collections, About. The
 * stylesheet shows the hamburger on phones only; `hidden` takes it from assistive technology elsewhere.
 */
export function MobileMenu({ hidden = false, disabled = false }: { hidden?: boolean; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={styles.hamburger}
        hidden={hidden}
        disabled={disabled}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <Dialog open={open} title="Menu" onClose={close} placement="left" closeLabel="Close menu">
        <nav aria-label="Main">
          <ul className={sheetMenu.list}>
            {NAV_LINKS.map(({ label, to }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) => `${sheetMenu.entry} ${isActive ? sheetMenu.active : ''}`}
                  onClick={close}
                >
                  <SheetEntryContent Icon={ICONS[to]} label={label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Dialog>
    </>
  );
}
