import { NavLink } from 'react-router-dom';
import { useCart, useNotifications } from 'shared-contracts';
import { cartCount } from '../cart/cart-sums';
import { useShellStores } from '../../app/shell-stores-context';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import { useIsMobile } from '../hooks/use-media-query';
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
  const isMobile = useIsMobile();
  const cart = useCart();
  const notes = useNotifications();
  const stores = useShellStores();
  const count = cartCount(cart.items);

  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        {isMobile && <MobileMenu />}
        <BrandLogo />
        {!isMobile && (
          <nav aria-label="Main" className={styles.nav}>
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
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.icon} aria-label="Search" aria-haspopup="dialog" onClick={onOpenSearch}>
            <SearchIcon />
          </button>
          <button
            type="button"
            className={styles.icon}
            aria-label={itemsLabel(count)}
            aria-haspopup="dialog"
            aria-expanded={cart.isOpen}
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
