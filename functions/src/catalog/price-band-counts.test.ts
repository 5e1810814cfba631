import { Pool } from 'pg';
import { RATING_OPTIONS } from 'shared-contracts/core';
import type { CatalogQuery } from 'shared-contracts';
import { contractCatalog } from 'shared-contracts/contract-tests';
import { TEST_DATABASES, type TestDatabase } from '../testing/catalog-databases';
import { countReviews } from '../reviews/index-reviews';
import { recordOfProduct } from './catalog-test-records';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { queryListing } from './query-listing';
import { upsertProducts, type ProductRecord } from './upsert-products';

// The counts of a price band (or a minimum rating) come from counters by 2% price bucket plus the band’s two edge buckets
// counted one by one (migration 5). Here they are checked against a plain count of the same rows, on
// prices crowded at the buckets' edges, before and after the writes that move a product between buckets.

/** A seeded generator (Park and Miller's): the same products and bands on every run. */
let state = 29;
const random = () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

/** The first whole naira of every fourth bucket from 200 to 556 (₦54 to ₦67,507) and the naira before it. */
const EDGES = Array.from({ length: 90 }, (_, i) => Math.ceil(Math.exp((200 + i * 4) / 50) - 1)).flatMap((p) => [p - 1, p]);
const CATEGORIES = ['beauty', 'laptops', 'groceries'];

const base = contractCatalog()[0]!;
const product = (i: number, price: number): ProductRecord =>
  recordOfProduct({ ...base, discountPrice: undefined }, i, {
    id: `p${i}`,
    name: `Product ${i}`,
    category: pick(CATEGORIES),
    price,
    baseRating: Math.round(random() * 50) / 10,
    baseReviewCount: Math.floor(random() * 3),
  });

const query = (more: Partial<CatalogQuery>): CatalogQuery => ({
  q: '', category: null, minPrice: null, maxPrice: null, rating: null, sort: 'featured', page: 1, ...more,
});

/** The categories' counts as a plain scan of the products finds them. */
async function counted(pool: Pool, q: CatalogQuery) {
  const { rows } = await pool.query<{ name: string; count: number }>(
    `select category as name, count(*)::float8 as count from products
     where is_active and ($1::bigint is null or unit_price >= $1) and ($2::bigint is null or unit_price <= $2)
       and ($3::float8 is null or rating >= $3)
     group by category order by category`,
    [q.minPrice, q.maxPrice, q.rating],
  );
  return rows;
}

async function expectExactCounts(pool: Pool, times: number) {
  const prices = (await pool.query<{ unit_price: string }>('select unit_price from products')).rows.map((r) => Number(r.unit_price));
  const bound = () => pick<number | null>([null, pick(EDGES), pick(prices), pick(prices) + 1, Math.floor(random() * 80_000_000)]);
  for (let i = 0; i < times; i++) {
    const q = query({ minPrice: bound(), maxPrice: bound(), rating: pick([null, ...RATING_OPTIONS]) });
    if (q.minPrice === null && q.maxPrice === null && q.rating === null) continue;
    const expected = await counted(pool, q);
    const answer = await queryListing(pool, q);
    expect({ q, categories: [...answer.facets.categories].sort((a, b) => a.name.localeCompare(b.name)) }).toEqual({ q, categories: expected });
    expect(answer.total).toBe(expected.reduce((sum, c) => sum + c.count, 0));
    const category = pick(CATEGORIES);
    const inCategory = await queryListing(pool, { ...q, category });
    expect({ q, category, total: inCategory.total }).toEqual({ q, category, total: expected.find((c) => c.name === category)?.count ?? 0 });
  }
}

describe.each(TEST_DATABASES)('a price band’s counts on $name', (database) => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await database.start();
    pool = new Pool({ connectionString: db.url, max: 4 });
    // Products written before the counters existed are counted by the migration that adds them.
    await migrate(pool, MIGRATIONS.filter((m) => m.version < 5));
    await upsertProducts(pool, EDGES.map((price, i) => product(i + 1, price)));
    await migrate(pool);
    await upsertProducts(pool, EDGES.map((price, i) => product(i + 1000, price + pick([-1, 0, 1]))));
  });
  afterAll(async () => {
    await pool.end();
    await db.stop();
  });

  it('counts each category in a band exactly, bounds included, with and without a minimum rating', async () => {
    await expectExactCounts(pool, 60);
  });

  it('stays exact when prices move across buckets, products go off sale and reviews move ratings', async () => {
    const moved = EDGES.slice(0, 60).map((price, i) => product(i + 1, i % 3 === 0 ? price * 3 : price + 1));
    const offSale = EDGES.slice(60, 90).map((price, i) => product(i + 61, price));
    await upsertProducts(pool, [...moved, ...offSale.map((p) => ({ ...p, isActive: false }))]);
    await countReviews(pool, Array.from({ length: 40 }, (_, i) => ({ id: `review-${i}`, productId: `p${1000 + i}`, rating: pick([1, 5]) })));
    await expectExactCounts(pool, 60);
  });
});
