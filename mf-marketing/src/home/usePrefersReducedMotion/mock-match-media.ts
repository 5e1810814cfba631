/**
 * Test helper: a controllable matchMedia (jsdom has none). Returns a setter that
 * flips prefers-reduced-motion and notifies listeners; `restore` removes it again.
 */
export function mockReducedMotion(initial: boolean) {
  let reduced = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion: reduce') && reduced;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      reduced = next;
      listeners.forEach((fn) => fn());
    },
    restore() {
      // @ts-expect-error: jsdom has no matchMedia; take ours away again.
      delete window.matchMedia;
    },
  };
}
