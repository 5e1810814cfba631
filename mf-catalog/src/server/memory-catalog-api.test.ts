import type { Product, SortValue } from 'shared-contracts';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import { catalogApiContract, contractCatalog } from 'shared-contracts/contract-tests';
import { CatalogError } from './catalog-error';
import { testProduct } from '../testing/catalog-fixture';
import { createMemoryCatalogApi } from './memory-catalog-api';

// The same behaviour as the shop's server: the contract its index on PostgreSQL passes too.
describe('createMemoryCatalogApi', () => {
  const contract = createMemoryCatalogApi(contractCatalog());
  catalogApiContract(() => contract);
});

// What the contract will ask of every catalog's search (issue 39), on its own catalog, until it does.
describe('a search, as the server answers it', () => {
  const catalog = createMemoryCatalogApi(contractCatalog());
  const ask = (q: string, sort: SortValue = 'relevance') => catalog.page({ ...ALL_PRODUCTS, q, sort });
  const ids = async (q: string, sort?: SortValue) => (await ask(q, sort)).products.map((p) => Number(p.id));

  it('keeps SPEC §5: the whole query in the name, the category or a price text, ignoring case', async () => {
    expect(await ids('ITEM 1', 'featured')).toEqual([15, 1, 10, 11, 12, 13, 14, 16, 17, 18, 19]);
    expect(await ids('Steel')).toEqual([4]);
    expect(await ids('1299.99')).toEqual([4]);
    expect(await ids('1105')).toEqual([4]);
    expect((await ask('LAPTOPS')).total).toBe(10);
    expect(await ids('100%')).toEqual([7]);
    expect(await ids('n_te')).toEqual([7]);
    expect((await ask('%%')).total).toBe(0);
  });

  it('finds every word in any order, a plural or singular of it, and the last as the start of a word', async () => {
    for (const q of ['aurora', 'watches', 'auror', 'steel aurora', 'AURÓRA', 'glow watch']) expect(await ids(q)).toEqual([4]);
    expect(await ids('steel auror watches')).toEqual([4]);
  });

  it('says every word matched, and marks the words of each name on the page that the query found', async () => {
    expect((await ask('aurora')).search).toEqual({ matched: 'all', marks: { '4': [[0, 6]] } });
    expect((await ask('watch aurora')).search).toEqual({ matched: 'all', marks: { '4': [[0, 6], [13, 18]] } });
    // Found by its description or brand alone, a name has nothing to mark.
    expect((await ask('glow', 'featured')).search!.marks['1']).toEqual([]);
  });

  it('finds, when no product holds every word, those holding the most, and says so', async () => {
    const page = await ask('aurora gold strap');
    expect(page.products.map((p) => p.id)).toEqual(['4']);
    expect(page.search).toEqual({ matched: 'some', marks: { '4': [[0, 6]] } });
    // One word, or words nothing holds, find nothing, as the stop words of 'nothing like it' do.
    expect(await ask('zzqx')).toMatchObject({ total: 0, search: { matched: 'all', marks: {} } });
    expect((await ask('zzqx-nothing-like-it')).total).toBe(0);
  });

  it('orders Best match by the words found in the name, then in the catalog’s order, featured or not', async () => {
    // 'Glow' is the brand of 1, 4, 7 and 10; only 4's name has 'watch'.
    expect(await ids('glow watch')).toEqual([4]);
    expect(await ids('about watch', 'relevance')).toEqual([4]);
    expect(await ids('item 2')).toEqual([2, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(await ids('item 2', 'featured')).toEqual([27, 2, 20, 21, 22, 23, 24, 25, 26, 28, 29]);
  });

  it('answers Best match without a search as Featured, and no search outcome', async () => {
    const page = await catalog.page({ ...ALL_PRODUCTS, sort: 'relevance' });
    expect(page.products.map((p) => Number(p.id)).slice(0, 4)).toEqual([3, 9, 15, 27]);
    expect(page).not.toHaveProperty('search');
  });

  it('searches a listing’s tags, and keeps them off the cards', async () => {
    const tagged = createMemoryCatalogApi([testProduct(1, { name: 'Adire Throw', tags: ['handmade', 'indigo'] } as Partial<Product>)]);
    const page = await tagged.page({ ...ALL_PRODUCTS, q: 'indigo' });
    expect(page.total).toBe(1);
    expect(page.products[0]).not.toHaveProperty('tags');
  });
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

describe('suggest, as the search box asks it', () => {
  const lamp = testProduct(1, { name: 'Walnut Desk Lamp', category: 'home-decoration', price: 1500, discountPrice: 1200 });
  const shelf = testProduct(2, { name: 'Oak Bookshelf', category: 'furniture', description: 'Stands beside a desk.' });
  const catalog = [
    lamp,
    shelf,
    ...['Oak Desk', 'Standing Desk', 'Desk Organiser', 'Corner Desk', 'Desk Fan'].map((name, i) => testProduct(3 + i, { name, category: 'furniture' })),
    testProduct(8, { name: 'Garden Hose', category: 'home-garden' }),
    testProduct(9, { name: 'Kettle', category: 'home-appliances' }),
    testProduct(10, { name: 'Toaster', category: 'home-appliances' }),
    testProduct(11, { name: 'Desk Planner', category: 'home-office' }),
    testProduct(12, { name: 'Office Chair', category: 'home-office' }),
  ];
  const api = createMemoryCatalogApi(catalog);
  const names = async (q: string) => (await api.suggest(q)).products.map((p) => p.name);
  const categories = async (q: string) => (await api.suggest(q)).categories.map((c) => c.name);

  it('offers nothing under 2 characters, nor for stop words alone', async () => {
    for (const q of ['', 'd', '  d  ', 'it']) expect(await api.suggest(q)).toEqual({ products: [], categories: [] });
  });

  it('offers the first 5 products holding every word, in Best match’s order, with what the box draws', async () => {
    // The shelf holds 'desk' in its description only: after every name that holds it, so not among the 5.
    expect(await names('desk')).toEqual(['Walnut Desk Lamp', 'Oak Desk', 'Standing Desk', 'Desk Organiser', 'Corner Desk']);
    expect((await api.suggest('walnut de')).products).toEqual([
      { slug: 'walnut-desk-lamp', name: 'Walnut Desk Lamp', image: 'https://img.test/1.svg', price: 1500, discountPrice: 1200, marks: [[0, 6], [7, 11]] },
    ]);
    expect((await api.suggest('bookshelf')).products).toEqual([{ slug: 'oak-bookshelf', name: 'Oak Bookshelf', image: 'https://img.test/2.svg', price: 102, marks: [[4, 13]] }]);
  });

  it('offers no product when none holds every word (a listing’s closest matches are not suggestions)', async () => {
    expect(await names('walnut chair')).toEqual([]);
  });

  it('offers the 3 largest categories with a word starting with a word typed, hyphens as spaces, marked', async () => {
    expect((await api.suggest('deco')).categories).toEqual([{ name: 'home-decoration', count: 1, marks: [[5, 15]] }]);
    // Ties A to Z: home-garden, the fourth, is left out.
    expect(await categories('home')).toEqual(['home-appliances', 'home-office', 'home-decoration']);
    expect((await api.suggest('home')).categories[0]).toEqual({ name: 'home-appliances', count: 2, marks: [[0, 4]] });
    expect(await categories('furnitures')).toEqual(['furniture']);
    expect((await api.suggest('office garden')).categories).toEqual([
      { name: 'home-office', count: 2, marks: [[5, 11]] },
      { name: 'home-garden', count: 1, marks: [[5, 11]] },
    ]);
  });

  it('refuses, as a 400, more than the server takes', async () => {
    await expect(api.suggest('x'.repeat(101))).rejects.toEqual(new CatalogError('q: must be at most 100 characters', 400));
  });
});
