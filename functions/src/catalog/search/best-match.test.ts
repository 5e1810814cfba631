import { Pool } from 'pg';
import type { CatalogQuery } from 'shared-contracts';
import { ALL_PRODUCTS, BEST_MATCH_SORT, LISTING_PAGE_SIZE } from 'shared-contracts/core';
import { contractCatalog } from 'shared-contracts/contract-tests';
import { TEST_DATABASES, type TestDatabase } from '../../testing/catalog-databases';
import { recordOfProduct } from '../catalog-test-records';
import { catalogRecord } from '../dummyjson-product';
import { migrate } from '../migrate';
import { queryListing } from '../query-listing';
import { refreshDerived } from '../refresh-derived';
import { upsertProducts } from '../upsert-products';
import { dummyjsonProducts } from './relevance/dummyjson-products';
import { DUMMYJSON_QUERIES } from './relevance/relevance-queries';
import { planSearch } from './search-plan';
import { searchSql } from './search-sql';
import { suggest } from './suggest';
import { querySearch } from './search-statement';
import { containing } from './substring';

jest.setTimeout(120_000);

/** Best match's order of every match, ranked one by one: what the listing's page must show a slice of. */
async function rankedOneByOne(pool: Pool, query: CatalogQuery): Promise<string[]> {
  const params: unknown[] = [];
  const search = searchSql(await planSearch(pool, query.q), 'all', containing(query.q), params);
  const category = query.category === null ? '' : ` and category = $${params.push(query.category)}`;
  const rating = query.rating === null ? '' : ` and rating >= $${params.push(query.rating)}`;
  const { rows } = await querySearch<{ id: string }>(
    pool,
    `select id from (select id, catalog_order, ${search.ranks().join(', ')} from products where is_active and ${search.match}${category}${rating}) m order by ${search.order}`,
    params,
  );
  return rows.map((r) => r.id);
}

/** A deterministic shuffle of popularity: rating, reviews and units sold that owe nothing to how well a product matches. */
const noise = (i: number, mod: number) => ((i * 7919 + 104_729) % 1009) % mod;

/**
 * 150 products a lamp search matches in every way the ranks tell apart: in the name (alone, first,
 * last), the brand, the category's tags, the description; as typed, as a prefix (lampshade); their
 * popularity shuffled so popularity's order and Best match's disagree.
 */
function lamps() {
  const base = contractCatalog()[0]!;
  const shapes = [
    (i: number) => ({ name: `Desk Lamp ${i}` }),
    (i: number) => ({ name: `Lamp Stand ${i}` }),
    (i: number) => ({ name: `Lampshade Linen ${i}` }),
    (i: number) => ({ name: `Reading Light ${i}`, brand: 'Lamp' }),
    (i: number) => ({ name: `Bedside Glow ${i}`, detail: { description: 'Soft light, like a lamp', images: [], tags: ['lighting'] } }),
    (i: number) => ({ name: `Night Light ${i}`, detail: { description: 'Plugs in', images: [], tags: ['lamp'] } }),
    (i: number) => ({ name: `Black Clamp ${i}` }),
  ];
  const products = Array.from({ length: 147 }, (_, k) => {
    const i = k + 1;
    return recordOfProduct(base, i, {
      id: `p${i}`,
      brand: 'Lumen',
      category: i % 3 === 0 ? 'home-decoration' : 'furniture',
      baseRating: 1 + noise(i, 40) / 10,
      baseReviewCount: noise(i * 3, 60),
      detail: { description: 'For any room', images: [] },
      ...shapes[i % shapes.length]!(i),
    });
  });
  // A name of the query's word and no more, the least popular of all: it must still come first.
  products.push(recordOfProduct(base, 148, { id: 'p148', name: 'Lamp', brand: 'Lumen', category: 'furniture', baseRating: 0, baseReviewCount: 90 }));
  products.push(recordOfProduct(base, 149, { id: 'p149', name: 'Lamps', brand: 'Lumen', category: 'furniture', baseRating: 0.5, baseReviewCount: 90 }));
  products.push(recordOfProduct(base, 150, { id: 'p150', name: 'Black Lamp', brand: 'Lumen', category: 'furniture', baseRating: 0, baseReviewCount: 0 }));
  return products;
}

describe.each(TEST_DATABASES)('Best match’s page on $name', (database) => {
  let db: TestDatabase;
  let pool: Pool;
  beforeEach(async () => {
    db = await database.start();
    pool = new Pool({ connectionString: db.url });
    await migrate(pool);
  });
  afterEach(async () => {
    await pool.end();
    await db.stop();
  });

  /** Each page of the listing is the slice of the one-by-one ranking it stands for. */
  async function expectPagesRankedAsOneByOne(query: CatalogQuery, pages: number[]) {
    const all = await rankedOneByOne(pool, query);
    for (const page of pages) {
      const listing = await queryListing(pool, { ...query, page });
      const from = (listing.page - 1) * LISTING_PAGE_SIZE;
      expect({ q: query.q, page, ids: listing.products.map((p) => p.id) }).toEqual({ q: query.q, page, ids: all.slice(from, from + LISTING_PAGE_SIZE) });
    }
    return all;
  }

  describe('with matches whose popularity disagrees with how well they match', () => {
    beforeEach(async () => {
      await upsertProducts(pool, lamps());
      await pool.query(`update products set sold = hashtext(id) & 15`);
      await refreshDerived(pool);
    });

    it('pages of each word, as typed, plural, misspelt or begun, are the matches ranked one by one', async () => {
      for (const q of ['lamp', 'lamps', 'lapms', 'lam', 'clamp', 'black', 'blakc', 'light']) {
        const all = await expectPagesRankedAsOneByOne({ ...ALL_PRODUCTS, q, sort: BEST_MATCH_SORT.value }, [1, 2, 3, 9]);
        expect({ q, more: all.length > LISTING_PAGE_SIZE }).toEqual({ q, more: true });
      }
    });

    it('puts the least popular product named only the word first, and applies the filters to the same order', async () => {
      const page = await queryListing(pool, { ...ALL_PRODUCTS, q: 'lamp', sort: BEST_MATCH_SORT.value });
      // The two named the word and no more (its two forms), the more popular first.
      expect(page.products.slice(0, 2).map((p) => p.name)).toEqual(['Lamps', 'Lamp']);
      await expectPagesRankedAsOneByOne({ ...ALL_PRODUCTS, q: 'lamp', sort: BEST_MATCH_SORT.value, category: 'home-decoration' }, [1, 2]);
      await expectPagesRankedAsOneByOne({ ...ALL_PRODUCTS, q: 'lamp', sort: BEST_MATCH_SORT.value, rating: 4 }, [1, 2]);
    });
  });

  it('suggests for one word the listing’s first five, however many match', async () => {
    await upsertProducts(pool, lamps());
    for (const q of ['lam', 'lamp', 'lapms']) {
      const listing = await queryListing(pool, { ...ALL_PRODUCTS, q, sort: BEST_MATCH_SORT.value });
      expect((await suggest(pool, q)).products.map((p) => p.slug)).toEqual(listing.products.slice(0, 5).map((p) => p.slug));
    }
  });

  it('ranks every one-word query of the relevance set as ranking each match would, over DummyJSON’s products', async () => {
    await upsertProducts(pool, dummyjsonProducts().map((product, i) => catalogRecord(product, i + 1)!));
    const words = [...new Set(DUMMYJSON_QUERIES.map((r) => r.q).filter((q) => !/\s/.test(q.trim())))];
    expect(words.length).toBeGreaterThan(60);
    for (const q of words) {
      const query = { ...ALL_PRODUCTS, q, sort: BEST_MATCH_SORT.value };
      const listing = await queryListing(pool, query);
      // Only what matched by words has ranks ('1299.99' matches SPEC §5's text instead).
      if (listing.search?.matched !== 'all' || listing.total === 0) continue;
      const all = await rankedOneByOne(pool, query);
      if (all.length !== listing.total) continue;
      expect({ q, ids: listing.products.map((p) => p.id) }).toEqual({ q, ids: all.slice(0, LISTING_PAGE_SIZE) });
    }
  });
});
