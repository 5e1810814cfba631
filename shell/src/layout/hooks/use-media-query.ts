import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from 'shared-contracts';

/** SPEC §9: the mobile layout is 768 px wide or less. */
export const MOBILE_QUERY = '(max-width: 768px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// jsdom and very old browsers have no matchMedia: treat every query as not matching.
const mediaList = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => mediaList(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, read, () => false);
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);

/**
 * Whether the phone layout applies; null in a page's server HTML and while it hydrates, where the server
 * cannot know the screen and the stylesheet alone decides (the layout must not move once the script runs).
 */
export function useIsMobileOnceHydrated(): boolean | null {
  const mobile = useIsMobile();
  return useHydrated() ? mobile : null;
}

/** For one-off reads outside React (scrolling on a route change). */
export const prefersReducedMotion = () => mediaList(REDUCED_MOTION_QUERY)?.matches ?? false;
