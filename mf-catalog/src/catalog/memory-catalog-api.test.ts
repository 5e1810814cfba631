import { ALL_PRODUCTS } from 'shared-contracts';
import { catalogApiContract, contractCatalog } from 'shared-contracts/contract-tests';
import { CatalogError } from './catalog-error';
import { testProduct } from '../testing/catalog-fixture';
import { createMemoryCatalogApi } from './memory-catalog-api';

// The same behaviour as the shop's server: the contract its index on PostgreSQL passes too.
describe('createMemoryCatalogApi', () => {
  const contract = createMemoryCatalogApi(contractCatalog());
  catalogApiContract(() => contract);
});

// beauty: 1, 3, 5 (5 at 500, discounted to 450); laptops: 2, 4, 6; 30 products in all, prices id × 100.
const products = Array.from({ length: 30 }, (_, i) =>
  testProduct(i + 1, {
    name: `Item ${i + 1}`,
    category: i % 2 === 0 ? 'beauty' : 'laptops',
    price: (i + 1) * 100,
    rating: i % 2 === 0 ? 4.5 : 2.5,
    brand: i % 3 === 0 ? 'Glow' : 'Dell',
    reviews: [{ rating: 5, comment: 'Good', date: '2026-01-01T00:00:00.000Z', reviewerName: 'Ada' }],
    ...(i === 4 ? { discountPrice: 450 } : {}),
  }),
);
const api = createMemoryCatalogApi(products);

describe('page, as the endpoint answers it', () => {
  it('answers 12 summaries at a time, with the total and the pages', async () => {
    const page = await api.page(ALL_PRODUCTS);
    expect(page).toMatchObject({ total: 30, page: 1, pages: 3 });
    expect(page.products.map((p) => p.name)).toEqual(products.slice(0, 12).map((p) => p.name));
    expect(page.products[0]).toMatchObject({ description: '', details: [], images: [] });
    expect(page.products[0]!.reviews).toBeUndefined();
  });

  it('answers the last page for a page past the end, and page 1 of nothing when nothing matches', async () => {
    expect(await api.page({ ...ALL_PRODUCTS, page: 9 })).toMatchObject({ page: 3, pages: 3 });
    expect(await api.page({ ...ALL_PRODUCTS, q: 'no such thing', page: 4 })).toMatchObject({ products: [], total: 0, page: 1, pages: 1 });
  });

  it('filters and sorts by the listing’s rules', async () => {
    const page = await api.page({ ...ALL_PRODUCTS, category: 'beauty', maxPrice: 900, sort: 'price-high' });
    expect(page.products.map((p) => p.name)).toEqual(['Item 9', 'Item 7', 'Item 5', 'Item 3', 'Item 1']);
  });

  it('counts each category under every filter but the category, in the catalog’s order', async () => {
    const { facets } = await api.page({ ...ALL_PRODUCTS, category: 'beauty', rating: 4 });
    expect(facets.categories).toEqual([{ name: 'beauty', count: 15 }]);
    expect((await api.page({ ...ALL_PRODUCTS, maxPrice: 300 })).facets.categories).toEqual([
      { name: 'beauty', count: 2 },
      { name: 'laptops', count: 1 },
    ]);
  });

  it('gives the price range a shopper pays under every filter but the price', async () => {
    expect((await api.page({ ...ALL_PRODUCTS, maxPrice: 300 })).facets.price).toEqual({ min: 100, max: 3000 });
    expect((await api.page({ ...ALL_PRODUCTS, category: 'beauty', q: 'item 5' })).facets.price).toEqual({ min: 450, max: 450 });
    expect((await api.page({ ...ALL_PRODUCTS, q: 'nothing' })).facets.price).toEqual({ min: 0, max: 0 });
  });

  it('refuses, as a 400, a query the server’s schema refuses', async () => {
    const refusal = await api.page({ ...ALL_PRODUCTS, q: 'x'.repeat(101) }).catch((e: unknown) => e);
    expect(refusal).toEqual(new CatalogError('q: must be at most 100 characters', 400));
    await expect(api.page({ ...ALL_PRODUCTS, page: 10_001 })).rejects.toMatchObject({ status: 400 });
  });
});

describe('categories', () => {
  it("summarises each category in the catalog's order, with no description (the page's own words)", async () => {
    const [beauty, laptops] = await api.categories();
    expect(beauty).toEqual({ name: 'beauty', count: 15, image: 'https://img.test/1.svg', averagePrice: 1497, topBrands: ['Dell', 'Glow'] });
    expect(laptops).toMatchObject({ name: 'laptops', count: 15 });
  });
});

describe('bySlug', () => {
  it('gives the whole product, reviews and gallery included, or null', async () => {
    const found = await api.bySlug('item-5');
    expect(found).toEqual(JSON.parse(JSON.stringify(products[4])));
    expect(await api.bySlug('no-such-thing')).toBeNull();
  });

  it('never shares an object with its caller', async () => {
    (await api.bySlug('item-5'))!.name = 'Changed';
    expect((await api.bySlug('item-5'))!.name).toBe('Item 5');
  });
});
