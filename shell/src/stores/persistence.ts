/** Browser storage that never throws: private mode, a full quota or a broken value cost only persistence. */
export interface KeyValueStorage {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}

export function browserStorage(storage: Storage = window.localStorage): KeyValueStorage {
  return {
    read(key) {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
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
