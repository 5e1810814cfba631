import { Pool } from 'pg';
import { unitPrice, type CatalogQuery } from 'shared-contracts';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import { contractCatalog } from 'shared-contracts/contract-tests';
import { TEST_DATABASES, type TestDatabase } from '../../testing/catalog-databases';
import { countReviews } from '../../reviews/index-reviews';
import { recordOfProduct } from '../catalog-test-records';
import { migrate } from '../migrate';
import { MIGRATIONS } from '../migrations';
import { queryListing } from '../query-listing';
import { updateListingRow } from '../update-listing-row';
import { insertProduct, upsertProducts } from '../upsert-products';

const catalog = contractCatalog();
const record = (i: number, more = {}) => recordOfProduct(catalog[i - 1]!, i, more);
const listing = (id: string, name: string, description: string) =>
  recordOfProduct(catalog[0]!, 0, {
    id,
    name,
    source: 'listing',
    sellerId: 'seller-1',
    createdAt: 1_700_000_000_000,
    catalogOrder: 2 ** 52,
    detail: { description, images: [] },
  });

describe.each(TEST_DATABASES)('the search on $name', (database) => {
  let db: TestDatabase;
  let pool: Pool;
  const search = async (q: string, more: Partial<CatalogQuery> = {}) => queryListing(pool, { ...ALL_PRODUCTS, q, sort: 'relevance', ...more });
  const names = async (q: string) => (await search(q)).products.map((p) => p.name);
  beforeEach(async () => {
    db = await database.start();
    pool = new Pool({ connectionString: db.url });
  });
  afterEach(async () => {
    await pool.end();
    await db.stop();
  });

  it('moves an index of the version before forward, losing no product, review total or reservation, and searches it by words', async () => {
    await migrate(pool, MIGRATIONS.filter((m) => m.version <= 5));
    await upsertProducts(pool, catalog.map((_, i) => record(i + 1)));
    await countReviews(pool, [{ id: 'order-1-0', productId: '4', rating: 5 }]);
    await pool.query(`insert into reservations (order_id, product_id, buyer_uid, quantity, expires_at) values ('order-2', '4', 'buyer', 2, now() + interval '1 hour')`);
    const before = await pool.query('select id, review_count, review_sum, stock, sold from products order by id');

    expect(await migrate(pool)).toEqual([6, 7, 8]);
    expect((await pool.query('select id, review_count, review_sum, stock, sold from products order by id')).rows).toEqual(before.rows);
    // The facets' copy holds every product on sale (migration 8).
    const copied = `id, category, unit_price, rating, search_doc::text`;
    expect((await pool.query(`select ${copied} from search_facets order by id`)).rows).toEqual(
      (await pool.query(`select ${copied} from products where is_active order by id`)).rows,
    );
    expect((await pool.query(`select order_id, quantity, state from reservations`)).rows).toEqual([{ order_id: 'order-2', quantity: 2, state: 'held' }]);
    // The products already there are in the new index, and their words in the vocabulary (typos).
    expect(await names('watches')).toEqual(['Aurora Steel Watch']);
    expect(await names('auroar steel')).toEqual(['Aurora Steel Watch']);
  });

  describe('on the current schema', () => {
    beforeEach(async () => {
      await migrate(pool);
      await upsertProducts(pool, catalog.map((_, i) => record(i + 1)));
    });

    it('uses a synonym staff add to the table, with no deploy', async () => {
      expect((await search('glimmer')).total).toBe(0);
      await pool.query(`insert into search_synonyms (terms) values (array['glimmer', 'aurora'])`);
      expect(await names('glimmer')).toEqual(['Aurora Steel Watch']);
      expect(await names('glimmers watch')).toEqual(['Aurora Steel Watch']);
    });

    it('finds a seller’s listing by its words, typos included, from the moment it is created or edited', async () => {
      await insertProduct(pool, listing('listing-1', 'Handmade Ankara Tote', 'A roomy bag sewn from wax print cotton'));
      expect(await names('ankara totes')).toEqual(['Handmade Ankara Tote']);
      expect(await names('ankra tote')).toEqual(['Handmade Ankara Tote']);
      expect((await search('shoulder')).total).toBe(0);
      await updateListingRow(pool, 'seller-1', 'listing-1', { description: 'A roomy shoulder bag' });
      expect(await names('shoulder bag')).toEqual(['Handmade Ankara Tote']);
    });

    it('ranks a match in the name before one in the description, and one without a typo before one with', async () => {
      await upsertProducts(pool, [
        record(1, { id: '31', catalogOrder: 31, name: 'Canvas Tote', detail: { description: 'Carries a watch and more', images: [] } }),
        record(1, { id: '32', catalogOrder: 32, name: 'Watchman Lamp', detail: { description: 'A lamp', images: [] } }),
      ]);
      const found = await names('watch');
      expect(found[0]).toBe('Aurora Steel Watch');
      expect(found.indexOf('Canvas Tote')).toBeGreaterThan(0);
      // 'wacth' is one typo (a swap) from watch: the watch first, a prefix of another word not at all.
      expect((await names('steel wacth'))[0]).toBe('Aurora Steel Watch');
    });

    it('ranks the words side by side and in order before the same words apart', async () => {
      await upsertProducts(pool, [
        record(1, { id: '31', catalogOrder: 31, name: 'Lipstick Case Red', detail: { description: '', images: [] } }),
        record(1, { id: '32', catalogOrder: 32, name: 'Red Lipstick', detail: { description: '', images: [] } }),
      ]);
      expect(await names('red lipstick')).toEqual(['Red Lipstick', 'Lipstick Case Red']);
    });

    it('offers a spelling the index knows when a search finds nothing, only when that finds something', async () => {
      const page = await search('aurxrx');
      expect(page).toMatchObject({ total: 0, search: { matched: 'all', didYouMean: 'aurora' } });
      expect((await search('qqqqqq')).search?.didYouMean).toBeUndefined();
    });

    it('applies a shopper’s other sort to the same matches', async () => {
      const best = await search('item 1');
      const cheapest = await search('item 1', { sort: 'price-low' });
      expect(cheapest.total).toBe(best.total);
      expect(cheapest.products.map((p) => p.name)).toEqual([...best.products].sort((a, b) => unitPrice(a) - unitPrice(b)).map((p) => p.name));
    });
  });
});
