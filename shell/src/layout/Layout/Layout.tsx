import { useState, type MouseEvent, type ReactNode } from 'react';
import { CartDrawer } from '../CartDrawer/CartDrawer';
import { LiveRegion } from '../LiveRegion/LiveRegion';
import { Navbar } from '../Navbar/Navbar';
import { NotificationDrawer } from '../NotificationDrawer/NotificationDrawer';
import { ScrollToTop } from '../ScrollToTop/ScrollToTop';
import { SearchOverlay } from '../SearchOverlay/SearchOverlay';
import { Toasts } from '../Toasts/Toasts';
import styles from './Layout.module.css';

// Move focus, not only the scroll position, so the next Tab starts inside the content.
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
};

/** The page frame: navigation bar, the routed area, drawers, overlays, toasts and the live region. */
export function Layout({ children }: { children: ReactNode }) {
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip} onClick={skipToMain}>
        Skip to content
      </a>
      <ScrollToTop />
      <Navbar onOpenSearch={() => setSearchOpen(true)} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <CartDrawer />
      <NotificationDrawer />
      <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
      <Toasts />
      <LiveRegion />
    </div>
  );
}
