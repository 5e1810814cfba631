/**
 * A listing id for the embedded store. getRandomValues works outside secure contexts too
 * (randomUUID does not), so a shop served over plain http on a LAN still gets unique ids.
 */
export function newListingId(now: number): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return `listing-${now.toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
