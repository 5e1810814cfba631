// Sellers' listings for the large store: `count` items through the shop's own `addListing` callable (the
// schema, the picture store, the index's write path), by a few sellers and a bounded number of callers.
import { ITEM_CATEGORIES } from '../../shared-contracts/src/constants';
import type { ListingInput } from '../../shared-contracts/src/schemas';
import { runBounded, type BoundedRun } from './bounded';
import { signUpAccount } from './emulator-accounts';

/** A 1 x 1 PNG as a data URL: a real picture, the smallest the server stores (as e2e/support/listing.ts). */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const ADJECTIVES = ['Handwoven', 'Vintage', 'Compact', 'Sturdy', 'Hand-dyed', 'Portable', 'Carved', 'Glazed', 'Recycled', 'Beaded'];
const NOUNS = ['Basket', 'Lantern', 'Stool', 'Tote Bag', 'Kettle', 'Radio', 'Wrapper', 'Bowl', 'Sandals', 'Cushion', 'Backpack'];

/** Listing `n`'s payload: unique by its number, spread over every category and a range of prices. */
export function listingInput(n: number): ListingInput {
  const name = `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length]} No. ${n + 1}`;
  return {
    name,
    description: `${name}, listed by a seller of the bench's large store.`,
    // 500 to about 500,000 naira, spread evenly on a log scale by a fixed stride.
    price: Math.round(500 * 1000 ** (((n * 7919) % 1000) / 1000)),
    category: ITEM_CATEGORIES[n % ITEM_CATEGORIES.length]!,
    brand: '',
    sku: `BENCH-${n + 1}`,
    stock: 1 + (n % 50),
    images: [PIXEL],
    tags: [],
    specifications: [],
    isActive: true,
    isFeatured: false,
  };
}

export interface SeedResult extends BoundedRun {
  count: number;
  callers: number;
  sellers: number;
}

/** What the server lets one seller list a minute (RATE_LIMITS.listing in functions/src/limits/rate-limits.ts). */
const LISTINGS_PER_SELLER_MINUTE = 30;

/** Enough for every seller of the bench's largest seeding to list within the server's limits at once. */
export const BENCH_SHOPPERS_PER_ADDRESS = 1_000;

/** How long a call may take: the server stores the picture, then one statement in the index. */
const CALL_TIMEOUT_MS = 60_000;

/**
 * `count` listings, by `sellers` new accounts in the Auth emulator at `authUrl` (by default enough that
 * none lists more than the server's limit for a minute), through `addListing` at
 * `serverUrl` (the callable protocol: `{ data }` and the seller's ID token), `callers` at a time, joining
 * one after another (bounded.ts's ramp); no call starts after `deadline`.
 */
export async function seedListings({
  authUrl,
  serverUrl,
  count,
  callers = 20,
  sellers = Math.max(5, Math.ceil(count / LISTINGS_PER_SELLER_MINUTE)),
  deadline,
}: {
  authUrl: string;
  serverUrl: string;
  count: number;
  callers?: number;
  sellers?: number;
  deadline: number;
}): Promise<SeedResult> {
  const runId = Date.now().toString(36);
  const accounts: Awaited<ReturnType<typeof signUpAccount>>[] = [];
  // Twenty sign-ups at a time: the Auth emulator is one process.
  while (accounts.length < sellers) {
    const batch = Array.from({ length: Math.min(20, sellers - accounts.length) }, (_, i) => accounts.length + i + 1);
    accounts.push(...(await Promise.all(batch.map((i) => signUpAccount(authUrl, `bench-seller-${i}-${runId}@example.com`)))));
  }
  const run = await runBounded({ count, concurrency: callers, deadline, ramp: true }, async (n) => {
    const res = await fetch(`${serverUrl}/addListing`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await accounts[n % sellers]!.idToken()}` },
      body: JSON.stringify({ data: listingInput(n) }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as { result?: unknown; error?: { status?: string; message?: string } } | null;
    if (!res.ok || !body?.result) throw new Error(`addListing: HTTP ${res.status} ${body?.error?.status ?? ''} ${body?.error?.message ?? ''}`.trim());
  });
  return { ...run, count, callers, sellers };
}
