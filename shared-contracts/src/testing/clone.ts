/**
 * A deep copy, so a double never shares objects with its caller. jsdom (the jest environment of
 * every app) has no structuredClone; the documents are plain JSON data, so JSON is enough there.
 */
export function clone<T>(value: T): T {
  if (typeof globalThis.structuredClone === 'function') return globalThis.structuredClone(value);
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
