import { Pool } from 'pg';
import { catalogApiContract, contractCatalog } from 'shared-contracts/contract-tests';
import { TEST_DATABASES, type TestDatabase } from '../testing/catalog-databases';
import { recordOfProduct } from './catalog-test-records';
import { categorySummaries } from './category-summaries';
import { migrate } from './migrate';
import { productBySlug } from './product-by-slug';
import { queryListing } from './query-listing';
import { upsertProducts } from './upsert-products';


describe.each(TEST_DATABASES)('the catalog index on $name', (database) => {
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await database.start();
    pool = new Pool({ connectionString: db.url });
    await migrate(pool);
    await upsertProducts(pool, contractCatalog().map((p, i) => recordOfProduct(p, i + 1)));
  });
  afterAll(async () => {
    await pool.end();
    await db.stop();
  });

  catalogApiContract(() => ({
    page: (query) => queryListing(pool, query),
    categories: () => categorySummaries(pool),
    bySlug: (slug) => productBySlug(pool, slug),
  }));
});
