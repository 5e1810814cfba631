import type { AccountPreferences, Order } from 'shared-contracts';

// What every AccountStore adapter of the shell does the same way as the contracts' memory double.

/** Listings (or anything timed) newest first; equal times keep their order. */
export const newestFirst = <T extends { createdAt: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => b.createdAt - a.createdAt);

/** Orders newest first by their ISO date. */
export const ordersNewestFirst = (orders: readonly Order[]): Order[] => [...orders].sort((a, b) => b.date.localeCompare(a.date));

/** Each section given in `patch` is merged into the same section of `current`; other sections stay. */
export function mergePreferences(current: AccountPreferences | undefined, patch: AccountPreferences): AccountPreferences {
  const merged: AccountPreferences = { ...current };
  for (const key of Object.keys(patch) as (keyof AccountPreferences)[]) {
    if (patch[key] !== undefined) merged[key] = { ...current?.[key], ...patch[key] } as never;
  }
  return merged;
}

/**
 * A listing id for the embedded store. getRandomValues works outside secure contexts too
 * (randomUUID does not), so a shop served over plain http on a LAN still gets unique ids.
 */
export function newListingId(now: number): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return `listing-${now.toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
