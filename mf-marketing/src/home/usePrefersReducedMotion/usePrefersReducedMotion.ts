import { useSyncExternalStore } from 'react';
import { appearanceAttributes } from 'shared-contracts';

const QUERY = '(prefers-reduced-motion: reduce)';
// Settings › Appearance with animations off: the shell marks the page's root with this attribute.
const MOTION_ATTRIBUTE = 'data-motion' satisfies keyof ReturnType<typeof appearanceAttributes>;
const STILL_VALUE = appearanceAttributes({ theme: 'system', animations: false })[MOTION_ATTRIBUTE];

// jsdom and very old browsers have no matchMedia: treat them as "motion is fine".
const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);
const root = () => (typeof document !== 'undefined' ? document.documentElement : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  const page = root();
  const observer = page && typeof MutationObserver !== 'undefined' ? new MutationObserver(onChange) : null;
  if (page) observer?.observe(page, { attributes: true, attributeFilter: [MOTION_ATTRIBUTE] });
  return () => {
    list?.removeEventListener('change', onChange);
    observer?.disconnect();
  };
}

const getSnapshot = () => (media()?.matches ?? false) || root()?.getAttribute(MOTION_ATTRIBUTE) === STILL_VALUE;

/** True while the visitor asks for reduced motion, on the device or in the shop's Settings; follows both live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
