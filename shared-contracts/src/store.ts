/** A minimal external store, readable by React's useSyncExternalStore. */
export interface ReadableStore<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
  /**
   * What the page's server-rendered HTML shows (public HTML is the same for everyone): React reads it while
   * it hydrates that HTML, then the store's own value. Without it, the store's value.
   */
  getServerSnapshot?(): T;
}

export interface WritableStore<T> extends ReadableStore<T> {
  set(next: T): void;
}

/** `serverSnapshot`: the value every visitor's server-rendered page shows (ReadableStore.getServerSnapshot). */
export function createStore<T>(initial: T, serverSnapshot?: T): WritableStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    ...(serverSnapshot === undefined ? {} : { getServerSnapshot: () => serverSnapshot }),
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
