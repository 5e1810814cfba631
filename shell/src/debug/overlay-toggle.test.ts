import { createOverlayToggle, OVERLAY_STORAGE_KEY } from './overlay-toggle';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}
const press = (init: KeyboardEventInit) => window.dispatchEvent(new KeyboardEvent('keydown', init));

describe('createOverlayToggle', () => {
  it('is off by default, even with the plain ?debug the journeys use', () => {
    expect(createOverlayToggle('?debug', memoryStorage(), new EventTarget()).isOn()).toBe(false);
  });

  it('turns on with ?debug=remotes and stays on for the session', () => {
    const storage = memoryStorage();
    expect(createOverlayToggle('?debug=remotes', storage, new EventTarget()).isOn()).toBe(true);
    expect(createOverlayToggle('', storage, new EventTarget()).isOn()).toBe(true);
    expect(createOverlayToggle('?debug=off', storage, new EventTarget()).isOn()).toBe(false);
    expect(storage.data.has(OVERLAY_STORAGE_KEY)).toBe(false);
  });

  it('toggles with Alt+Shift+D and tells its listeners', () => {
    const toggle = createOverlayToggle('', memoryStorage(), window);
    const listener = jest.fn();
    toggle.subscribe(listener);
    press({ key: 'D', code: 'KeyD', altKey: true });
    expect(toggle.isOn()).toBe(false);
    press({ key: 'Î', code: 'KeyD', altKey: true, shiftKey: true });
    expect(toggle.isOn()).toBe(true);
    press({ key: 'Î', code: 'KeyD', altKey: true, shiftKey: true });
    expect(toggle.isOn()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
