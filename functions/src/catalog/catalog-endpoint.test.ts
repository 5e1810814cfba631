import { contractCatalog } from 'shared-contracts/contract-tests';
import { TooManyRequests } from '../http/limits/rate-limits';
import { answerCatalogRequest } from './catalog-endpoint';
import { recordOfProduct } from './catalog-test-records';
import { upsertProducts } from './upsert-products';
import { useCatalogDatabase } from '../testing/catalog-database';


const pool = useCatalogDatabase();
beforeAll(() => upsertProducts(pool, contractCatalog().map((p, i) => recordOfProduct(p, i + 1))));

const get = (url: string, method = 'GET') => answerCatalogRequest({ method, url }, async () => pool);
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

  it('suggests, as a cacheable GET of a few KB, the best matches of the words typed so far with their matched letters', async () => {
    const answer = await get('/suggest?q=auror');
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(answer.body.length).toBeLessThanOrEqual(5 * 1024);
    expect(JSON.parse(answer.body)).toEqual({
      products: [{ slug: 'aurora-steel-watch', name: 'Aurora Steel Watch', image: 'https://images.test/4.png', price: 1299.99, discountPrice: 1105, marks: [[0, 6]] }],
      categories: [],
    });
    const laptops = await json('/suggest?q=lapt');
    expect(laptops.categories).toEqual([{ name: 'laptops', count: 10, marks: [[0, 7]] }]);
    expect((await json('/suggest?q=item')).products).toHaveLength(5);
    // One character is not yet a search.
    expect(await json('/suggest?q=a')).toEqual({ products: [], categories: [] });
    const refused = await get('/suggest?q=lamp&page=2');
    expect([refused.status, JSON.parse(refused.body).message]).toEqual([400, 'page: is not accepted here']);
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
      ['/products?sort=cheapest', 'sort: must be one of featured, price-low, price-high, rating, newest, relevance'],
      ['/products?limit=0', 'limit: is not accepted here'],
      ['/products?q=a&q=b', 'q: may be given once'],
    ];
    for (const [url, message] of cases) {
      const answer = await get(url);
      expect([url, answer.status, JSON.parse(answer.body).message, answer.headers['Cache-Control']]).toEqual([url, 400, message, 'no-store']);
    }
  });

  it('refuses a URL holding a control character or misencoded, naming the parameter, and never fails on it', async () => {
    const cases: [string, string][] = [
      ['/products?q=lamp%00', 'q: must not contain control characters'],
      ['/products?q=%1B%5B31m', 'q: must not contain control characters'],
      ['/products?q=a%C2%85b', 'q: must not contain control characters'],
      ['/products?category=beauty%00', 'category: must not contain control characters'],
      ['/products?category=%7F', 'category: must not contain control characters'],
      ['/products?q=%zz', 'q: must be percent-encoded UTF-8'],
      ['/products?q=%E2%82', 'q: must be percent-encoded UTF-8'],
      ['/products?q=100%', 'q: must be percent-encoded UTF-8'],
      ['/products?%ZZ=1', 'The query: must be percent-encoded UTF-8'],
      ['/products/%00', 'The product’s address must not contain control characters'],
      ['/products/a%0Ab', 'The product’s address must not contain control characters'],
      ['/products/%E2%82', 'The product’s address is not readable'],
      ['//[', 'The address is not readable'],
    ];
    for (const [url, message] of cases) {
      const answer = await get(url);
      expect([url, answer.status, JSON.parse(answer.body).message, answer.headers['Cache-Control']]).toEqual([url, 400, message, 'no-store']);
    }
  });

  it('caps a search at 100 characters, saying so, and still trims a pasted line break', async () => {
    expect(JSON.parse((await get(`/products?q=${'x'.repeat(5_000)}`)).body)).toEqual({ message: 'q: must be at most 100 characters' });
    expect((await get(`/products?q=${'x'.repeat(100)}`)).status).toBe(200);
    expect(await json('/products?q=item%0A')).toEqual(await json('/products?q=item'));
  });

  it('counts each request first, and answers one over its address’s limit 429, saying how long to wait', async () => {
    let counted = 0;
    const count = async () => {
      counted += 1;
      return counted > 2 ? new TooManyRequests(42) : null;
    };
    const ask = (url: string) => answerCatalogRequest({ method: 'GET', url }, async () => pool, count);
    expect((await ask('/categories')).status).toBe(200);
    expect((await ask('/products?q=%00')).status).toBe(400);
    const over = await ask('/products');
    expect([over.status, JSON.parse(over.body), over.headers['Retry-After'], over.headers['Cache-Control']]).toEqual([429, { message: 'Too many requests, try again in 42 s' }, '42', 'no-store']);
    // A preflight is not a read: it is never counted.
    expect((await answerCatalogRequest({ method: 'OPTIONS', url: '/products' }, async () => pool, count)).status).toBe(204);
    expect(counted).toBe(3);
  });

  it('answers only reads, and names what it has', async () => {
    expect((await get('/products', 'POST')).status).toBe(405);
    expect((await get('/products', 'OPTIONS')).status).toBe(204);
    expect((await get('/orders')).status).toBe(404);
    expect((await get('/products', 'HEAD')).status).toBe(200);
  });
});
