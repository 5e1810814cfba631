import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '../hooks/use-media-query';

/**
 * SPEC §2: the page scrolls smoothly to the top on every route change (at once when motion is reduced).
 * The first load is no change: the browser's own scroll restoration is left alone.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [pathname]);
  return null;
}
