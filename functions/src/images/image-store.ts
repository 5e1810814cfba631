/** Where the shop keeps pictures (listing photos), each with its own address and caching. */
export interface ImageStore {
  /** Stores the bytes under `id` and resolves to the address the shop shows them from. */
  save(id: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Whether an address is one of this store's (a listing may only show the shop's own pictures). */
  owns(url: string): boolean;
  /** Deletes the picture at one of this store's addresses (none there: nothing to do). */
  remove(url: string): Promise<void>;
}

/**
 * Whether `url` is a picture right under `base` (no folder, no query): read as a browser reads it, so
 * `base/../../evil.svg` and its %2e spellings resolve to where they point before the check.
 */
export function isUnder(base: string, url: string): boolean {
  let resolved: URL;
  try {
    resolved = new URL(url);
  } catch {
    return false;
  }
  const name = resolved.href.startsWith(`${base}/`) ? resolved.href.slice(base.length + 1) : '';
  return resolved.href === url && /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name);
}
