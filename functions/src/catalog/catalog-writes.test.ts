import { Pool } from 'pg';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import { contractCatalog } from 'shared-contracts/contract-tests';
import { TEST_DATABASES, type TestDatabase } from '../testing/catalog-databases';
import { countReviews } from '../reviews/index-reviews';
import { recordOfProduct } from './catalog-test-records';
import { categorySummaries } from './category-summaries';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { productBySlug } from './product-by-slug';
import { productOf } from './product-row';
import { queryListing } from './query-listing';
import { insertProduct, slugSuffix, upsertProducts } from './upsert-products';


const catalog = contractCatalog();
const record = (i: number, more = {}) => recordOfProduct(catalog[i - 1]!, i, more);
const listing = (id: string, name: string, more = {}) =>
  recordOfProduct(catalog[0]!, 0, { id, name, source: 'listing', sellerId: 'seller-1', createdAt: 1_700_000_000_000, catalogOrder: 2 ** 52, ...more });

describe.each(TEST_DATABASES)('writing the catalog index on $name', (database) => {
  let db: TestDatabase;
  let pool: Pool;
  beforeEach(async () => {
    db = await database.start();
    // Twenty connections: concurrent writers really run at once on PostgreSQL.
    pool = new Pool({ connectionString: db.url, max: 20 });
  });
  afterEach(async () => {
    await pool.end();
    await db.stop();
  });

  it('migrates an empty database to the current schema once, recording each step', async () => {
    expect(await migrate(pool)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(pool)).toEqual([]);
    const { rows } = await pool.query('select version from schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  describe('once migrated', () => {
    beforeEach(() => migrate(pool));

    it('gives every product a page of its own: a copied name gets a short suffix, the original keeps its slug', async () => {
      await upsertProducts(pool, [record(4)]);
      await upsertProducts(pool, [listing('listing-copy', 'Aurora  Steel Watch'.replace(/\s+/g, ' '))]);
      await upsertProducts(pool, [listing('listing-again', 'Aurora Steel Watch')]);
      const slugs = (await pool.query('select id, slug from products order by id')).rows;
      expect(slugs).toEqual([
        { id: '4', slug: 'aurora-steel-watch' },
        { id: 'listing-again', slug: `aurora-steel-watch-${slugSuffix('listing-again')}` },
        { id: 'listing-copy', slug: `aurora-steel-watch-${slugSuffix('listing-copy')}` },
      ]);
      expect(await productBySlug(pool, 'aurora-steel-watch')).toMatchObject({ id: '4', sellerId: '000000' });
      expect(await productBySlug(pool, `aurora-steel-watch-${slugSuffix('listing-copy')}`)).toMatchObject({ id: 'listing-copy', sellerId: 'seller-1' });
      // Imported again, renamed or not, a product keeps its page.
      await upsertProducts(pool, [record(4, { price: 1500 })]);
      expect(await productBySlug(pool, 'aurora-steel-watch')).toMatchObject({ id: '4', price: 1500 });
    });

    it('gives products of one name in one write each their own slug', async () => {
      await upsertProducts(pool, [record(1, { name: 'Twin' }), record(2, { name: 'Twin' }), record(3, { name: 'twin' })]);
      const { rows } = await pool.query<{ slug: string }>('select slug from products');
      expect(new Set(rows.map((r) => r.slug)).size).toBe(3);
      expect(rows.map((r) => r.slug)).toContain('twin');
    });

    it('keeps each category’s count, mean price and brands with every write, as a recount finds them', async () => {
      await upsertProducts(pool, catalog.map((p, i) => recordOfProduct(p, i + 1)));
      await upsertProducts(pool, [record(2, { category: 'beauty', brand: 'Glow' }), record(5, { isActive: false }), record(8, { price: 9000 })]);
      await pool.query(`delete from products where id = '11'`);
      await upsertProducts(pool, [listing('listing-x', 'Fresh Tote', { category: 'Clothing', price: 2500 })]);
      const recount = await pool.query(
        `select category as name, count(*)::float8 as count, round(avg(unit_price))::float8 as "averagePrice"
         from products where is_active group by category`,
      );
      const summaries = await categorySummaries(pool);
      expect(summaries.map(({ name, count, averagePrice }) => ({ name, count, averagePrice }))).toEqual(
        expect.arrayContaining(recount.rows),
      );
      expect(summaries).toHaveLength(recount.rows.length);
      expect(summaries.find((s) => s.name === 'beauty')!.topBrands).toEqual(['Lumen', 'Glow']);
      expect((await queryListing(pool, ALL_PRODUCTS)).total).toBe(29);
      expect((await queryListing(pool, { ...ALL_PRODUCTS, category: 'Clothing' })).products.map((p) => p.id)).toEqual(['listing-x']);
    });

    it('keeps a product off sale out of the listing, its facets and its page', async () => {
      await upsertProducts(pool, [record(4), record(7, { isActive: false })]);
      const page = await queryListing(pool, ALL_PRODUCTS);
      expect(page.products.map((p) => p.id)).toEqual(['4']);
      expect(page.facets.categories).toEqual([{ name: 'beauty', count: 1 }]);
      expect(await productBySlug(pool, '100%-cotton_tee')).toBeNull();
    });

    it('counts twenty reviews written at once into their product exactly, and a review twice only once', async () => {
      await upsertProducts(pool, [record(4)]);
      const reviews = Array.from({ length: 20 }, (_, i) => ({ id: `order-${i}-0`, productId: '4', rating: (i % 5) + 1 }));
      await Promise.all(reviews.map((r) => countReviews(pool, [r])));
      await countReviews(pool, reviews.slice(0, 3));
      const { rows } = await pool.query(`select review_count, review_sum from products where id = '4'`);
      expect(rows[0]).toEqual({ review_count: 20, review_sum: 60 });
      // The page counts the shop's reviews with the catalog's own: 12 at 4.5, and 20 more at 3.
      expect(await productBySlug(pool, 'aurora-steel-watch')).toMatchObject({ reviewCount: 32, rating: (12 * 4.5 + 60) / 32 });
    });

    it('lets one writer of two take a free slug at once, and gives the other its suffix', async () => {
      await Promise.all([upsertProducts(pool, [listing('listing-a', 'Race')]), upsertProducts(pool, [listing('listing-b', 'Race')])]);
      const { rows } = await pool.query<{ slug: string }>('select slug from products order by slug');
      expect(rows.map((r) => r.slug)).toHaveLength(2);
      expect(rows[0]!.slug).toBe('race');
    });

    it('writes a new product in one statement and answers its row as stored: a copied name with its suffix, then with its id', async () => {
      await upsertProducts(pool, [record(4)]);
      const copy = await insertProduct(pool, listing('listing-copy', 'Aurora Steel Watch', { price: 1999 }));
      expect(copy).toMatchObject({ id: 'listing-copy', slug: `aurora-steel-watch-${slugSuffix('listing-copy')}`, seller_id: 'seller-1' });
      expect(productOf(copy)).toEqual(await productBySlug(pool, copy.slug));
      // A collision of collisions: the name and the name with its suffix are both held.
      await upsertProducts(pool, [record(5, { name: `Aurora Steel Watch ${slugSuffix('listing-third')}` })]);
      const third = await insertProduct(pool, listing('listing-third', 'Aurora Steel Watch'));
      expect(third.slug).toBe('aurora-steel-watch-listing-third');
      expect(productOf(third)).toEqual(await productBySlug(pool, third.slug));
    });

    it('gives ten new products of one name written at once their own slugs, each answered with its own row', async () => {
      const ids = Array.from({ length: 10 }, (_, i) => `listing-${i}`);
      const answers = await Promise.all(ids.map((id) => insertProduct(pool, listing(id, 'Race'))));
      expect(answers.map((r) => r.id)).toEqual(ids);
      expect(answers.map((r) => r.slug)).toContain('race');
      expect(new Set(answers.map((r) => r.slug)).size).toBe(10);
      const { rows } = await pool.query<{ id: string; slug: string }>('select id, slug from products order by id');
      expect(rows).toEqual(answers.map(({ id, slug }) => ({ id, slug })));
    });
  });
});
