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
  const catalog = catalogFor('http://catalog.test', async () => listings, undefined, () => source);
  expect((await catalog.allProducts()).map((p) => p.name)).toEqual(['Cotton Tee']);
  listings.push(sampleProduct(900, { name: 'Handmade Basket' }));
  expect((await catalog.allProducts()).map((p) => p.name)).toEqual(['Cotton Tee', 'Handmade Basket']);
  expect(calls.list).toBe(1);
});

it("finds a seller's listing by its slug when the catalog has no such product", async () => {
  const basket = sampleProduct(900, { name: 'Handmade Basket' });
  const catalog = catalogFor('http://catalog.test', async () => [basket], undefined, () => createMemoryCatalog([sampleProduct(1)]));
  expect(await catalog.bySlug('handmade-basket')).toEqual(basket);
  expect(await catalog.bySlug('no-such-thing')).toBeNull();
});

it('a failing listings store never breaks the catalog', async () => {
  const catalog = catalogFor('http://catalog.test', () => Promise.reject(new Error('offline')), undefined, () => createMemoryCatalog([sampleProduct(1)]));
  expect(await catalog.allProducts()).toHaveLength(1);
  expect(await catalog.bySlug('nothing-here')).toBeNull();
});
