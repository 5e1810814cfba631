import { Refusal } from '../refusal';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MB = 1024 * 1024;

/**
 * What one signed-in shopper may do in a window, by kind: calls, or for pictures their bytes. An address
 * may do `shoppersPerAddress` times as much: behind a mobile carrier's NAT many shoppers share one. A
 * visitor (early-bird, reviews) is counted by address, and by what they name (an email) where it says so.
 */
export const RATE_LIMITS = {
  /** Reading their own account, orders, sales, notifications; a product's reviews (each account page reads several). */
  read: { limit: 600, windowMs: MINUTE },
  /** Saving a profile, a setting, notifications; placing, paying and stepping orders. */
  write: { limit: 120, windowMs: MINUTE },
  /** Adding or changing a listing: a seller by hand lists far fewer in a minute. */
  listing: { limit: 30, windowMs: MINUTE },
  /** An early-bird registration. */
  earlyBird: { limit: 5, windowMs: MINUTE },
  /** The bytes of early-bird pictures an hour: two whole registrations per email (five of 2 MB each). */
  earlyBirdBytes: { limit: 20 * MB, windowMs: HOUR },
  /**
   * The catalog's public GET, counted by address alone: 60 a visitor, so 600 a minute an address by default.
   * Only what the CDN did not answer reaches it (it keeps each URL for a minute), and a quick shopper's pages,
   * filters and products opened stay well under one a second; ten shoppers behind a carrier's NAT fit. The
   * CDN's own address is never the one counted: the address is read past its hop (SHOP_CATALOG_ADDRESS_HOPS).
   * A crawl of fresh queries (1,000 a minute from one address) is refused past 600.
   */
  catalog: { limit: 60, windowMs: MINUTE },
} as const;
export type LimitKind = keyof typeof RATE_LIMITS;

/** The longest window: the hourly sweep forgets keys whose window ended before it. */
export const LONGEST_WINDOW_MS = HOUR;
export const SHOPPERS_PER_ADDRESS = 10;

export const tooManyRequests = (seconds: number) => `Too many requests, try again in ${seconds} s`;

/** A call over a limit: the caller reads how long to wait, and an HTTP answer says it in Retry-After too. */
export class TooManyRequests extends Refusal {
  constructor(readonly retryAfterSeconds: number) {
    super('resource-exhausted', tooManyRequests(retryAfterSeconds));
  }
}

/** Adds `amount` to each key's count in the window starting at `windowStart`, answering the counts. */
export interface RateCounter {
  hit(keys: readonly string[], windowStart: number, amount: number): Promise<ReadonlyMap<string, number>>;
}

export interface Requester {
  uid: string | null;
  address: string;
  /** What else the call is counted by, such as the email a registration names. */
  subject?: string;
}

/** Refuses a call over its limits with `resource-exhausted`, before anything is read or stored. */
export type RateGate = (kind: LimitKind, who: Requester, amount?: number) => Promise<void>;

/**
 * Fixed windows counted in the catalog database, so every server instance shares them. A refused call
 * counts too: a client that keeps hammering stays refused until the window ends.
 */
export function rateGate(counter: RateCounter, options: { now: () => number; shoppersPerAddress: number; onCounterFailure?: (error: unknown) => void }): RateGate {
  return async (kind, who, amount = 1) => {
    const now = options.now();
    const { limit, windowMs } = RATE_LIMITS[kind];
    const windowStart = now - (now % windowMs);
    const limits = new Map([[`${kind}:address:${who.address}`, limit * options.shoppersPerAddress]]);
    if (who.uid) limits.set(`${kind}:user:${who.uid}`, limit);
    if (who.subject) limits.set(`${kind}:subject:${who.subject}`, limit);
    let hits: ReadonlyMap<string, number>;
    try {
      hits = await counter.hit([...limits.keys()], windowStart, amount);
    } catch (error) {
      // The limits guard the shop; a counter that cannot answer must not close it.
      options.onCounterFailure?.(error);
      return;
    }
    if ([...limits].some(([key, limit]) => (hits.get(key) ?? 0) > limit)) {
      throw new TooManyRequests(Math.ceil((windowStart + windowMs - now) / 1000));
    }
  };
}
