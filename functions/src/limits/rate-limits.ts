import { Refusal } from '../http/refusal';

/**
 * What one signed-in shopper may call per minute, by kind of call. An address may call
 * `shoppersPerAddress` times as much: behind a mobile carrier's NAT many shoppers share one.
 * A visitor (early-bird, reviews) is counted by address only.
 */
export const RATE_LIMITS = {
  /** Reading their own account, orders, sales, notifications; a product's reviews. */
  read: 120,
  /** Saving a profile, a setting, notifications; placing, paying and stepping orders. */
  write: 60,
  /** Adding or changing a listing: a seller by hand lists far fewer in a minute. */
  listing: 20,
  /** An early-bird registration, with its pictures. */
  earlyBird: 5,
} as const;
export type LimitKind = keyof typeof RATE_LIMITS;

export const RATE_WINDOW_MS = 60_000;
export const SHOPPERS_PER_ADDRESS = 10;

export const tooManyRequests = (seconds: number) => `Too many requests, try again in ${seconds} s`;

/** Adds one hit to each key's count in the window starting at `windowStart`, answering the counts. */
export interface RateCounter {
  hit(keys: readonly string[], windowStart: number): Promise<ReadonlyMap<string, number>>;
}

export interface Requester {
  uid: string | null;
  address: string;
}

/** Refuses a call over its limits with `resource-exhausted`, before anything is read or stored. */
export type RateGate = (kind: LimitKind, who: Requester) => Promise<void>;

/**
 * Fixed one-minute windows counted in the catalog database, so every server instance shares them.
 * A refused call counts too: a client that keeps hammering stays refused until the window ends.
 */
export function rateGate(counter: RateCounter, options: { now: () => number; shoppersPerAddress: number; onCounterFailure?: (error: unknown) => void }): RateGate {
  return async (kind, who) => {
    const now = options.now();
    const windowStart = now - (now % RATE_WINDOW_MS);
    const perShopper = RATE_LIMITS[kind];
    const limits = new Map([[`${kind}:address:${who.address}`, perShopper * options.shoppersPerAddress]]);
    if (who.uid) limits.set(`${kind}:user:${who.uid}`, perShopper);
    let hits: ReadonlyMap<string, number>;
    try {
      hits = await counter.hit([...limits.keys()], windowStart);
    } catch (error) {
      // The limits guard the shop; a counter that cannot answer must not close it.
      options.onCounterFailure?.(error);
      return;
    }
    if ([...limits].some(([key, limit]) => (hits.get(key) ?? 0) > limit)) {
      throw new Refusal('resource-exhausted', tooManyRequests(Math.ceil((windowStart + RATE_WINDOW_MS - now) / 1000)));
    }
  };
}
