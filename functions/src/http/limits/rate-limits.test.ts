import { TEST_DATABASES } from '../../testing/catalog-databases';
import { pgRateCounter } from './pg-rate-counter';
import { RATE_LIMITS, rateGate, tooManyRequests } from './rate-limits';
import { useCatalogDatabase } from '../../testing/catalog-database';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('rate limits on $name', (database) => {
  const pool = useCatalogDatabase(database, { max: 20 });
  const counter = pgRateCounter(async () => pool);

  // 10 s into a window: 50 s of it are left.
  let clock = 1_000 * MINUTE + 10_000;
  const gate = (shoppersPerAddress = 10) => rateGate(counter, { now: () => clock, shoppersPerAddress });
  const outcomes = (calls: Promise<void>[]) =>
    Promise.all(calls.map((call) => call.then(() => 'allowed', (error: Error) => error.message)));
  let n = 0;
  const fresh = (what: string) => `${what}-${database.name}-${(n += 1)}`;

  it('lets a shopper make exactly their limit of writes a minute, even all at once, and refuses the rest saying how long to wait', async () => {
    const who = { uid: fresh('uid'), address: fresh('address') };
    // Every connection open first, so the calls truly overlap.
    await Promise.all(Array.from({ length: 20 }, () => pool.query('select 1')));
    const results = await outcomes(Array.from({ length: RATE_LIMITS.write.limit + 15 }, () => gate()('write', who)));
    expect(results.filter((r) => r === 'allowed')).toHaveLength(RATE_LIMITS.write.limit);
    expect(results.filter((r) => r !== 'allowed')).toEqual(Array(15).fill(tooManyRequests(50)));
  });

  it('counts a minute at a time: the next window starts again', async () => {
    const who = { uid: fresh('uid'), address: fresh('address') };
    for (let i = 0; i < RATE_LIMITS.listing.limit; i += 1) await gate()('listing', who);
    await expect(gate()('listing', who)).rejects.toMatchObject({ code: 'resource-exhausted' });
    clock += MINUTE;
    await expect(gate()('listing', who)).resolves.toBeUndefined();
  });

  it('limits an address for all its shoppers together, and a visitor by address alone', async () => {
    const address = fresh('address');
    const allowed = await outcomes(
      Array.from({ length: 2 * RATE_LIMITS.earlyBird.limit + 1 }, (_, i) => gate(2)('earlyBird', { uid: i % 2 ? fresh('uid') : null, address })),
    );
    expect(allowed.filter((r) => r === 'allowed')).toHaveLength(2 * RATE_LIMITS.earlyBird.limit);
    // Another address is counted on its own; each kind of call has its own count.
    await expect(gate(2)('earlyBird', { uid: null, address: fresh('address') })).resolves.toBeUndefined();
    await expect(gate(2)('read', { uid: null, address })).resolves.toBeUndefined();
  });

  it("lets an address GET the catalog 600 times a minute, whatever it asks, and refuses the rest saying how long to wait", async () => {
    const address = fresh('address');
    const results = await outcomes(Array.from({ length: 601 }, () => gate()('catalog', { uid: null, address })));
    expect(RATE_LIMITS.catalog.limit * 10).toBe(600);
    expect(results.filter((r) => r === 'allowed')).toHaveLength(600);
    expect(results.filter((r) => r !== 'allowed')).toEqual([tooManyRequests(50)]);
    await expect(gate()('catalog', { uid: null, address: fresh('address') })).resolves.toBeUndefined();
  });

  it('spends a byte budget an hour at a time, by address and by what the call names', async () => {
    const MB = 1024 * 1024;
    const address = fresh('address');
    const email = fresh('email-hash');
    await gate()('earlyBirdBytes', { uid: null, address, subject: email }, 10 * MB);
    await gate()('earlyBirdBytes', { uid: null, address: fresh('address'), subject: email }, 10 * MB);
    // The same email from a third address: over its 20 MB, refused until the hour ends.
    const refusal = await gate()('earlyBirdBytes', { uid: null, address: fresh('address'), subject: email }, 1).catch((e: Error) => e.message);
    expect(refusal).toMatch(/^Too many requests, try again in \d+ s$/);
    expect(Number(/in (\d+) s/.exec(String(refusal))![1])).toBeGreaterThan(60);
    // Another email from the first address still has the address's share.
    await expect(gate()('earlyBirdBytes', { uid: null, address, subject: fresh('email-hash') }, 10 * MB)).resolves.toBeUndefined();
  });

  it('forgets the keys that stopped calling', async () => {
    const who = { uid: fresh('uid'), address: fresh('address') };
    await gate()('read', who);
    clock += 2 * 60 * MINUTE;
    expect(await counter.sweep(clock - 60 * MINUTE)).toBeGreaterThanOrEqual(2);
    const { rows } = await pool.query('select key from rate_limits where key like $1', [`%${who.uid}`]);
    expect(rows).toEqual([]);
  });
});

it('keeps the shop open when the counter cannot answer, and says so', async () => {
  const failures: unknown[] = [];
  const broken = { hit: () => Promise.reject(new Error('database down')) };
  const gate = rateGate(broken, { now: () => 0, shoppersPerAddress: 10, onCounterFailure: (e) => failures.push(e) });
  await expect(gate('write', { uid: 'u', address: 'a' })).resolves.toBeUndefined();
  expect(failures).toHaveLength(1);
});
