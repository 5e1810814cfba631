import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A remote's screen arrives after its code: wait this long at most for its heading. */
const WAIT_MS = 5000;

function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1');
}

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * On a route change, focus moves to the new page's heading, so keyboard and screen-reader users start
 * at the new content (a single-page app otherwise leaves focus on a link that may no longer exist).
 * Not when focus is already inside the page (a tab of the same screen was chosen, or the screen
 * focused a field itself), and not on the first load.
 */
export function FocusOnRouteChange({ mainId = 'main' }: { mainId?: string }) {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusInsidePage = () => {
      const active = document.activeElement;
      return active !== null && active !== main && main.contains(active);
    };
    if (focusInsidePage()) return;
    const ready = pageHeading(main);
    if (ready && ready.isConnected && !ready.closest('[aria-busy="true"]')) {
      focusHeading(ready);
      return;
    }
    // The screen is still loading: focus its heading when it appears, unless the shopper moved on.
    const observer = new MutationObserver(() => {
      const heading = pageHeading(main);
      if (!heading) return;
      stop();
      if (!focusInsidePage()) focusHeading(heading);
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
  return null;
}
