/** Browser storage that never throws: private mode, a full quota or a broken value cost only persistence. */
export interface KeyValueStorage {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}

/**
 * Wraps a Storage (localStorage by default). Even reaching `window.localStorage` can throw
 * (storage disabled, sandboxed frame), so it is looked up inside the guard, on use.
 */
export function browserStorage(storage?: Storage): KeyValueStorage {
  const target = () => storage ?? window.localStorage;
  return {
    read(key) {
      try {
        return target().getItem(key);
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        if (value === null) target().removeItem(key);
        else target().setItem(key, value);
      } catch {
        // Persistence is best effort; the in-memory store stays right.
      }
    },
  };
}

export function parseJson<T>(raw: string | null, isValid: (value: unknown) => value is T): T | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** A stored list, keeping only the entries that are well formed (one bad entry does not cost the rest). */
export function parseJsonList<T>(raw: string | null, isItem: (value: unknown) => value is T): T[] {
  const list = parseJson(raw, (v: unknown): v is unknown[] => Array.isArray(v));
  return list ? list.filter(isItem) : [];
}
