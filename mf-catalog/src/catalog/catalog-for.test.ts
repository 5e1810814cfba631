import type { CatalogSource, Product } from 'shared-contracts';
import { createMemoryCatalog, sampleProduct } from 'shared-contracts/testing';
import { catalogFor, forgetCatalogs } from './catalog-for';

afterEach(() => forgetCatalogs());

function counting(source: CatalogSource) {
  const calls = { list: 0 };
  return { calls, source: { ...source, list: (...args: Parameters<CatalogSource['list']>) => (calls.list++, source.list(...args)) } };
}

it("reads sellers' listings every time, so a new listing shows at once, while the catalog is fetched once", async () => {
  const listings: Product[] = [];
  const { calls, source } = counting(createMemoryCatalog([sampleProduct(1, { name: 'Cotton Tee' })]));
  const catalog = catalogFor('http://catalog.test', { listedItems: async () => listings }, undefined, () => source);
  expect((await catalog.allProducts()).map((p) => p.name)).toEqual(['Cotton Tee']);
  listings.push(sampleProduct(900, { name: 'Handmade Basket' }));
  expect((await catalog.allProducts()).map((p) => p.name)).toEqual(['Cotton Tee', 'Handmade Basket']);
  expect(calls.list).toBe(1);
});

it("finds a seller's listing by its slug when the catalog has no such product", async () => {
  const basket = sampleProduct(900, { name: 'Handmade Basket' });
  const catalog = catalogFor('http://catalog.test', { listedItems: async () => [basket] }, undefined, () => createMemoryCatalog([sampleProduct(1)]));
  expect(await catalog.bySlug('handmade-basket')).toEqual(basket);
  expect(await catalog.bySlug('no-such-thing')).toBeNull();
});

it('a failing listings store never breaks the catalog', async () => {
  const catalog = catalogFor('http://catalog.test', { listedItems: () => Promise.reject(new Error('offline')) }, undefined, () => createMemoryCatalog([sampleProduct(1)]));
  expect(await catalog.allProducts()).toHaveLength(1);
  expect(await catalog.bySlug('nothing-here')).toBeNull();
});

describe("the shop's own reviews", () => {
  const tee = sampleProduct(1, { name: 'Cotton Tee', rating: 4, reviewCount: 3, reviews: [{ rating: 4, comment: 'Soft', date: '2026-01-01T00:00:00.000Z', reviewerName: 'Emily' }] });
  const review = { rating: 1, comment: 'Shrank', date: '2026-11-20T10:00:00.000Z', reviewerName: 'Ada O.' };

  it("count in every card's stars and count, and lead the product page's reviews", async () => {
    const catalog = catalogFor(
      'http://catalog.test',
      { reviewTotals: async () => ({ 1: { count: 1, sum: 1 } }), productReviews: async (id) => (id === '1' ? [review] : []) },
      undefined,
      () => createMemoryCatalog([tee, sampleProduct(2)]),
    );
    const [card, other] = await catalog.allProducts();
    // (4 × 3 + 1) / 4
    expect(card).toMatchObject({ rating: 3.25, reviewCount: 4 });
    expect(other).toMatchObject({ rating: sampleProduct(2).rating, reviewCount: sampleProduct(2).reviewCount });
    const page = await catalog.bySlug('cotton-tee');
    expect(page).toMatchObject({ rating: 3.25, reviewCount: 4 });
    expect(page!.reviews!.map((r) => r.comment)).toEqual(['Shrank', 'Soft']);
  });

  it('never break the catalog when the server cannot answer', async () => {
    const offline = () => Promise.reject(new Error('offline'));
    const catalog = catalogFor('http://catalog.test', { reviewTotals: offline, productReviews: offline }, undefined, () => createMemoryCatalog([tee]));
    expect(await catalog.allProducts()).toEqual([tee]);
    expect(await catalog.bySlug('cotton-tee')).toEqual(tee);
  });
});
