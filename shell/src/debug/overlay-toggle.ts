/** Kept for the tab's session, so the overlay stays on across reloads while QA looks. */
export const OVERLAY_STORAGE_KEY = 'shop:debug-overlay';

export interface OverlayToggle {
  isOn(): boolean;
  set(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Alt+Shift+D, whatever the keyboard layout prints for it. */
const isToggleKey = (event: KeyboardEvent) => event.altKey && event.shiftKey && event.code === 'KeyD';

/**
 * The remotes overlay: on with `?debug=remotes` or Alt+Shift+D, off with `?debug=off` or the same key.
 */
export function createOverlayToggle(search: string, storage: KeyValueStorage, target: Pick<Window, 'addEventListener'>): OverlayToggle {
  const asked = new URLSearchParams(search).get('debug');
  let on = asked === 'remotes' || (asked !== 'off' && storage.getItem(OVERLAY_STORAGE_KEY) === '1');
  const listeners = new Set<() => void>();
  const toggle: OverlayToggle = {
    isOn: () => on,
    set(next) {
      on = next;
      if (on) storage.setItem(OVERLAY_STORAGE_KEY, '1');
      else storage.removeItem(OVERLAY_STORAGE_KEY);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  toggle.set(on);
  target.addEventListener('keydown', (event) => {
    if (isToggleKey(event)) toggle.set(!on);
  });
  return toggle;
}
