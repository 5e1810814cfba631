import { NavLink } from 'react-router-dom';
import { Dialog } from 'shop-ui/dialog';
import { InfoIcon, LayersIcon, StoreIcon } from 'shop-ui/icons';
import { NAV_LINKS } from '../Navbar/nav-links';
import { SheetEntryContent, sheetMenu } from '../SheetMenu/SheetMenu';

const ICONS = { '/shop': StoreIcon, '/collections': LayersIcon, '/about': InfoIcon } as const;

/** The side menu titled Menu with Shop, Collections, About: its code loads when the hamburger is first pressed. */
export function MenuSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} title="Menu" onClose={onClose} placement="left" closeLabel="Close menu">
      <nav aria-label="Main">
        <ul className={sheetMenu.list}>
          {NAV_LINKS.map(({ label, to }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) => `${sheetMenu.entry} ${isActive ? sheetMenu.active : ''}`}
                onClick={onClose}
              >
                <SheetEntryContent Icon={ICONS[to]} label={label} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
