import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '../hooks/use-media-query';

/** SPEC §2: the page scrolls smoothly to the top on every route change (at once when motion is reduced). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [pathname]);
  return null;
}
