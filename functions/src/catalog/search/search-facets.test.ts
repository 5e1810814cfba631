import { Pool } from 'pg';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import { contractCatalog } from 'shared-contracts/contract-tests';
import { TEST_DATABASES, type TestDatabase } from '../../testing/catalog-databases';
import { countReviews } from '../../reviews/index-reviews';
import { recordOfProduct } from '../catalog-test-records';
import { migrate } from '../migrate';
import { queryListing } from '../query-listing';
import { updateListingRow } from '../update-listing-row';
import { insertProduct, upsertProducts } from '../upsert-products';

const catalog = contractCatalog();
const record = (i: number, more = {}) => recordOfProduct(catalog[i - 1]!, i, more);
const listing = (id: string, name: string, more = {}) =>
  recordOfProduct(catalog[0]!, 0, { id, name, source: 'listing', sellerId: 'seller-1', createdAt: 1_700_000_000_000, catalogOrder: 2 ** 52, ...more });

const COPIED = 'id, category, unit_price, rating, search_doc::text as words';

describe.each(TEST_DATABASES)("a search's facets on $name", (database) => {
  let db: TestDatabase;
  let pool: Pool;
  const copy = async () => (await pool.query(`select ${COPIED} from search_facets order by id`)).rows;
  const recount = async () => (await pool.query(`select ${COPIED} from products where is_active order by id`)).rows;
  const watches = () => queryListing(pool, { ...ALL_PRODUCTS, q: 'watch', sort: 'relevance' });
  beforeEach(async () => {
    db = await database.start();
    pool = new Pool({ connectionString: db.url });
    await migrate(pool);
    await upsertProducts(pool, catalog.map((_, i) => record(i + 1)));
  });
  afterEach(async () => {
    await pool.end();
    await db.stop();
  });

  it('read a copy of the products on sale that every write keeps, as a recount finds them', async () => {
    expect(await copy()).toEqual(await recount());
    await upsertProducts(pool, [record(2, { category: 'watches', name: 'Tide Watch' }), record(5, { isActive: false }), record(8, { price: 9000 })]);
    await insertProduct(pool, listing('listing-1', 'Brass Pocket Watch', { category: 'watches', price: 2500 }));
    await updateListingRow(pool, 'seller-1', 'listing-1', { price: 3100, description: 'A hunter case on a chain' });
    await countReviews(pool, [{ id: 'order-1-0', productId: '4', rating: 1 }]);
    await pool.query(`delete from products where id = '11'`);
    expect(await copy()).toEqual(await recount());
    await updateListingRow(pool, 'seller-1', 'listing-1', { isActive: false });
    await upsertProducts(pool, [record(5)]);
    expect(await copy()).toEqual(await recount());
  });

  it('agree with a recount after writers change products at once (each product’s row lock orders its copy’s writes)', async () => {
    const many = new Pool({ connectionString: db.url, max: 20 });
    try {
      await insertProduct(many, listing('listing-1', 'Brass Pocket Watch', { category: 'watches', price: 2500 }));
      await Promise.all([
        ...Array.from({ length: 12 }, (_, i) => countReviews(many, [{ id: `order-${i}-0`, productId: String((i % 4) + 1), rating: (i % 5) + 1 }])),
        ...Array.from({ length: 6 }, (_, i) => updateListingRow(many, 'seller-1', 'listing-1', { price: 2600 + i, isActive: i % 2 === 0 })),
        upsertProducts(many, [record(2, { category: 'watches' }), record(3, { isActive: false })]),
      ]);
      expect(await copy()).toEqual(await recount());
    } finally {
      await many.end();
    }
  });

  it('count a search’s categories and price range from it, a product moved or off sale included', async () => {
    const before = await watches();
    await insertProduct(pool, listing('listing-1', 'Brass Pocket Watch', { category: 'watches', price: 2500 }));
    const added = await watches();
    const count = (page: typeof before, name: string) => page.facets.categories.find((c) => c.name === name)?.count ?? 0;
    expect(count(added, 'watches')).toBe(count(before, 'watches') + 1);
    expect(added.total).toBe(before.total + 1);
    expect(added.facets.price.max).toBe(Math.max(before.facets.price.max, 2500));
    await updateListingRow(pool, 'seller-1', 'listing-1', { isActive: false });
    expect((await watches()).facets).toEqual(before.facets);
  });

  it('are not written by a sale, which changes none of their values', async () => {
    const version = async () => (await pool.query(`select xmin::text from search_facets where id = '4'`)).rows[0].xmin;
    const before = await version();
    await pool.query(`update products set sold = sold + 1, stock = stock - 1 where id = '4'`);
    expect(await version()).toBe(before);
    await countReviews(pool, [{ id: 'order-1-0', productId: '4', rating: 1 }]);
    expect(await version()).not.toBe(before);
  });
});
