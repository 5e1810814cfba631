import { catalogApiContract, contractCatalog } from 'shared-contracts/contract-tests';
import { TEST_DATABASES } from '../testing/catalog-databases';
import { recordOfProduct } from './catalog-test-records';
import { categorySummaries } from './category-summaries';
import { productBySlug } from './product-by-slug';
import { queryListing } from './query-listing';
import { upsertProducts } from './upsert-products';
import { useCatalogDatabase } from '../testing/catalog-database';


describe.each(TEST_DATABASES)('the catalog index on $name', (database) => {
  const pool = useCatalogDatabase(database);
  beforeAll(() => upsertProducts(pool, contractCatalog().map((p, i) => recordOfProduct(p, i + 1))));

  catalogApiContract(() => ({
    page: (query) => queryListing(pool, query),
    categories: () => categorySummaries(pool),
    bySlug: (slug) => productBySlug(pool, slug),
  }));
});
