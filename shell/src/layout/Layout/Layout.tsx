import { lazy, useState, type MouseEvent, type ReactNode } from 'react';
import { useCart, useNotifications } from 'shared-contracts';
import { useShellStores } from '../../app/shell-stores-context';
import { FocusOnRouteChange } from '../FocusOnRouteChange/FocusOnRouteChange';
import { PartBoundary } from '../PartBoundary/PartBoundary';
import { useOpenFailed } from '../PartBoundary/use-open-failed';
import { LiveRegion } from '../LiveRegion/LiveRegion';
import { MountWhen } from '../MountWhen/MountWhen';
import { Navbar } from '../Navbar/Navbar';
import { ScrollToTop } from '../ScrollToTop/ScrollToTop';
import { ToastHost } from '../Toasts/ToastHost';
import { SignOutOnArrival } from '../UserMenu/use-sign-out';
import styles from './Layout.module.css';

// Drawers and overlays load when first opened: start-up ships only the bar and the routed area.
const CartDrawer = lazy(() => import('../CartDrawer/CartDrawer').then((m) => ({ default: m.CartDrawer })));
const NotificationDrawer = lazy(() =>
  import('../NotificationDrawer/NotificationDrawer').then((m) => ({ default: m.NotificationDrawer })),
);
// Below every page's content, so it waits for the bar and the routed area: never in start-up's bytes.
const Footer = lazy(() => import('../Footer/Footer').then((m) => ({ default: m.Footer })));
const SearchOverlay = lazy(() => import('../SearchOverlay/SearchOverlay').then((m) => ({ default: m.SearchOverlay })));
// One element for the page's life: on a server-rendered page the footer's HTML waits for its chunk to hydrate,
// and a boundary that got new props meanwhile (the bar re-rendering with the shopper's cart) would be drawn anew.
// A footer whose code cannot load leaves the page without one.
const FOOTER = (
  <PartBoundary>
    <Footer />
  </PartBoundary>
);

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
  const cartOpen = useCart().isOpen;
  const notificationsOpen = useNotifications().isOpen;
  const stores = useShellStores();
  const openFailed = useOpenFailed();
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip} onClick={skipToMain}>
        Skip to content
      </a>
      <ScrollToTop />
      <FocusOnRouteChange />
      <SignOutOnArrival />
      <Navbar onOpenSearch={() => setSearchOpen(true)} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {FOOTER}
      <MountWhen when={cartOpen} onFailed={openFailed('your cart', () => stores.cart.dispatch({ type: 'close' }))}>
        <CartDrawer />
      </MountWhen>
      <MountWhen when={notificationsOpen} onFailed={openFailed('your notifications', () => stores.notifications.dispatch({ type: 'close' }))}>
        <NotificationDrawer />
      </MountWhen>
      <MountWhen when={searchOpen} onFailed={openFailed('search', () => setSearchOpen(false))}>
        <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
      </MountWhen>
      <ToastHost />
      <LiveRegion />
    </div>
  );
}
