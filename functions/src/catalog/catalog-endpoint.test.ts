import { contractCatalog } from 'shared-contracts/contract-tests';
import { answerCatalogRequest } from './catalog-endpoint';
import { recordOfProduct } from './catalog-test-records';
import { upsertProducts } from './upsert-products';
import { useCatalogDatabase } from '../testing/catalog-database';


const pool = useCatalogDatabase();
beforeAll(() => upsertProducts(pool, contractCatalog().map((p, i) => recordOfProduct(p, i + 1))));

const get = (url: string, method = 'GET') => {
  const { pathname, search } = new URL(url, 'http://shop.test');
  return answerCatalogRequest({ method, path: pathname, search }, async () => pool);
};
const json = async (url: string) => JSON.parse((await get(url)).body);

describe('the catalog endpoint', () => {
  it('answers a page of the listing as a cacheable, public GET whose URL is the query', async () => {
    const answer = await get('/products?q=item&category=beauty&sort=price-high&page=2');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'Cache-Control': expect.stringMatching(/^public, .*s-maxage=\d+/), 'Access-Control-Allow-Origin': '*' });
    const page = JSON.parse(answer.body);
    expect(page).toMatchObject({ total: 8, page: 1, pages: 1 });
    expect(page.products[0]).toMatchObject({ id: '25', description: '', details: [], images: [] });
  });

  it('answers behind Hosting’s rewrite as it does directly', async () => {
    expect(await json('/api/catalog/products?rating=4')).toEqual(await json('/products?rating=4'));
    expect(await json('/api/catalog/categories')).toEqual(await json('/categories'));
  });

  it('finds a product by its slug, written as a path, and says when none has it', async () => {
    expect(await json(`/products/${encodeURIComponent('100%-cotton_tee')}`)).toMatchObject({ id: '7', description: 'About 100% Cotton_Tee' });
    const missing = await get('/products/no-such-thing');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ message: 'No product has the address no-such-thing' });
  });

  it('refuses a query it cannot read, naming the parameter, and caches no refusal', async () => {
    const cases: [string, string][] = [
      ['/products?q=' + 'x'.repeat(101), 'q: must be at most 100 characters'],
      ['/products?rating=5', 'rating: must be one of 4, 3, 2, 1'],
      ['/products?page=0', 'page: must be at least 1'],
      ['/products?maxPrice=1e3', 'maxPrice: must be a whole number'],
      ['/products?sort=cheapest', 'sort: must be one of featured, price-low, price-high, rating, newest'],
      ['/products?limit=0', 'limit: is not accepted here'],
      ['/products?q=a&q=b', 'q: may be given once'],
    ];
    for (const [url, message] of cases) {
      const answer = await get(url);
      expect([url, answer.status, JSON.parse(answer.body).message, answer.headers['Cache-Control']]).toEqual([url, 400, message, 'no-store']);
    }
  });

  it('answers only reads, and names what it has', async () => {
    expect((await get('/products', 'POST')).status).toBe(405);
    expect((await get('/products', 'OPTIONS')).status).toBe(204);
    expect((await get('/orders')).status).toBe(404);
    expect((await get('/products', 'HEAD')).status).toBe(200);
  });
});
