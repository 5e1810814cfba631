import { NavLink } from 'react-router-dom';
import { useCart, useHydrated, useNotifications } from 'shared-contracts';
import { cartCount } from '../cart/cart-sums';
import { useShellStores } from '../../app/shell-stores-context';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import { useIsMobileOnceHydrated } from '../hooks/use-media-query';
import { BellIcon, CartIcon, SearchIcon } from 'shop-ui/icons';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { UserMenu } from '../UserMenu/UserMenu';
import { NAV_LINKS } from './nav-links';
import styles from './Navbar.module.css';

const itemsLabel = (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`;
// Badges stay small: the accessible name carries the exact number.
const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/** The sticky bar of SPEC §2: brand, main links (a side menu on phones), search, cart, notifications, account. */
export function Navbar({ onOpenSearch }: { onOpenSearch(): void }) {
  // Both in the HTML, the stylesheet showing one; once hydrated, the other is hidden for assistive technology too.
  const isMobile = useIsMobileOnceHydrated();
  // The bar's buttons wait for the page's code: a click on the server's HTML would be lost.
  const hydrated = useHydrated();
  const cart = useCart();
  const notes = useNotifications();
  const stores = useShellStores();
  const count = cartCount(cart.items);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <MobileMenu hidden={isMobile === false} disabled={!hydrated} />
        <BrandLogo />
        <nav aria-label="Main" className={styles.nav} hidden={isMobile === true}>
          <ul className={styles.links}>
            {NAV_LINKS.map(({ label, to }) => (
              <li key={to}>
                <NavLink to={to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <button type="button" className={styles.icon} aria-label="Search" aria-haspopup="dialog" disabled={!hydrated} onClick={onOpenSearch}>
            <SearchIcon />
          </button>
          <button
            type="button"
            className={styles.icon}
            aria-label={itemsLabel(count)}
            aria-haspopup="dialog"
            aria-expanded={cart.isOpen}
            disabled={!hydrated}
            onClick={() => stores.cart.dispatch({ type: 'toggle' })}
          >
            <CartIcon />
            {count > 0 && (
              <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
                {badgeText(count)}
              </span>
            )}
          </button>
          <button
            type="button"
            className={styles.icon}
            aria-label={`Notifications, ${notes.unreadCount} unread`}
            aria-haspopup="dialog"
            aria-expanded={notes.isOpen}
            disabled={!hydrated}
            onClick={() => stores.notifications.dispatch({ type: 'toggle' })}
          >
            <BellIcon />
            {notes.unreadCount > 0 && (
              <span className={styles.badge} aria-hidden="true" data-testid="notifications-badge">
                {badgeText(notes.unreadCount)}
              </span>
            )}
          </button>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
