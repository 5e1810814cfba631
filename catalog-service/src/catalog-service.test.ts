import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { createCatalogService, type CatalogService } from './catalog-service';
import type { Product } from './generate-catalog';

interface Envelope {
  products: Record<string, unknown>[];
  total: number;
  skip: number;
  limit: number;
}

/** A plain request on a fresh connection, with any headers (fetch may not set Host and decodes gzip itself). */
function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let service: CatalogService;
const get = (path: string, init?: RequestInit) => fetch(`${service.url}${path}`, init);
const getJson = async <T = Envelope>(path: string) => {
  const res = await get(path);
  return { status: res.status, body: (await res.json()) as T, res };
};

beforeAll(async () => {
  service = createCatalogService({ port: 0 });
  await service.start();
});
afterAll(() => service.stop());

describe('the local catalog service', () => {
  it('reports the real port when started on port 0', () => {
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(service.url).not.toMatch(/:0$/);
    expect(service.products).toHaveLength(200);
  });

  describe('GET /products', () => {
    it('answers the first 30 in the envelope by default', async () => {
      const { status, body } = await getJson('/products');
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(['products', 'total', 'skip', 'limit']);
      expect(body).toMatchObject({ total: 200, skip: 0, limit: 30 });
      expect(body.products.map((p) => p.id)).toEqual(service.products.slice(0, 30).map((p) => p.id));
    });

    it('answers every product for limit=0', async () => {
      const { body } = await getJson('/products?limit=0');
      expect(body.products).toHaveLength(200);
      expect(body.limit).toBe(200);
    });

    it('skips, and counts only what it returns in limit', async () => {
      const { body } = await getJson('/products?skip=195&limit=10');
      expect(body).toMatchObject({ total: 200, skip: 195, limit: 5 });
      expect(body.products.map((p) => p.id)).toEqual([196, 197, 198, 199, 200]);
    });

    it('returns only the selected fields plus id', async () => {
      const { body } = await getJson('/products?limit=3&select=title,price');
      for (const p of body.products) expect(Object.keys(p)).toEqual(['id', 'title', 'price']);
    });

    it('sorts by a field in either order', async () => {
      const desc = (await getJson('/products?limit=0&select=price&sortBy=price&order=desc')).body.products.map((p) => p.price as number);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const asc = (await getJson('/products?limit=5&select=title&sortBy=title')).body.products.map((p) => p.title as string);
      expect(asc).toEqual(service.products.map((p) => p.title).sort().slice(0, 5));
    });

    it("refuses a bad order or limit with DummyJSON's 400 and message", async () => {
      const order = await getJson<{ message: string }>('/products?sortBy=price&order=up');
      expect(order.status).toBe(400);
      expect(order.body).toEqual({ message: "Order can be: 'asc' or 'desc'" });
      const limit = await getJson<{ message: string }>('/products?limit=many');
      expect(limit.status).toBe(400);
      expect(limit.body).toEqual({ message: "Invalid 'limit' - must be a number" });
    });

    it('refuses counts that cannot page and fields it cannot sort by, with a clear JSON message', async () => {
      const cases: [string, string][] = [
        ['/products?limit=-5', "Invalid 'limit' - must be a whole number, 0 or more"],
        ['/products/search?q=lamp&skip=1.5', "Invalid 'skip' - must be a whole number, 0 or more"],
        ['/products?sortBy=colour', "Invalid 'sortBy' - 'colour' is not a product field"],
        ['/products/category/beauty?sortBy=__proto__', "Invalid 'sortBy' - '__proto__' is not a product field"],
        ['/products/search?q=a&q=b', "Invalid 'q' - must be a string"],
      ];
      for (const [path, message] of cases) {
        const { status, body, res } = await getJson<{ message: string }>(path);
        expect({ path, status, body }).toEqual({ path, status: 400, body: { message } });
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      }
    });
  });

  describe('hostile query values', () => {
    it('answers each with 200 or a 4xx JSON message, never a server error, and keeps serving', async () => {
      const values = ['', ' ', '-1', 'NaN', 'Infinity', '1e308', '0x1F', '[]', '{}', '__proto__', 'constructor', '%00', '\u202e', "'; DROP TABLE--", '<script>', 'a'.repeat(2000)];
      const params = ['limit', 'skip', 'sortBy', 'order', 'select', 'q', 'delay'];
      for (const param of params) {
        for (const value of values) {
          for (const path of ['/products', '/products/search', '/products/1']) {
            // With sortBy given, order is checked too.
            const sorted = param === 'sortBy' ? '' : 'sortBy=price&';
            const res = await get(`${path}?${sorted}${param}=${encodeURIComponent(value)}`);
            const body = (await res.json()) as Record<string, unknown>;
            expect({ param, value, status: res.status < 500 }).toEqual({ param, value, status: true });
            if (res.status >= 400) expect(typeof body.message).toBe('string');
          }
        }
      }
      expect((await getJson('/products?limit=1')).status).toBe(200);
    });
  });

  describe('GET /products/{id}', () => {
    it('answers the whole product, its pictures as absolute URLs on this host', async () => {
      const { status, body } = await getJson<Product>('/products/7');
      const product = service.products[6]!;
      expect(status).toBe(200);
      expect(body).toEqual({
        ...product,
        images: product.images.map((src) => `${service.url}${src}`),
        thumbnail: `${service.url}${product.thumbnail}`,
        meta: { ...product.meta, qrCode: `${service.url}${product.meta.qrCode}` },
      });
    });

    it('honours select', async () => {
      expect((await getJson('/products/7?select=title')).body).toEqual({ id: 7, title: service.products[6]!.title });
    });

    it("answers 404 with DummyJSON's message for an id it does not have", async () => {
      for (const id of ['9999', 'abc', '0']) {
        const { status, body } = await getJson(`/products/${id}`);
        expect(status).toBe(404);
        expect(body).toEqual({ message: `Product with id '${id}' not found` });
      }
    });
  });

  describe('GET /products/search', () => {
    it('matches the query against titles and descriptions, ignoring case', async () => {
      const word = service.products[0]!.title.split(' ').at(-1)!;
      const expected = service.products.filter((p) => `${p.title} ${p.description}`.toLowerCase().includes(word.toLowerCase()));
      const { body } = await getJson(`/products/search?q=${encodeURIComponent(word.toUpperCase())}&limit=0`);
      expect(expected.length).toBeGreaterThan(0);
      expect(body.total).toBe(expected.length);
      expect(body.products.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    });

    it('pages, selects and sorts results like the listing', async () => {
      const { body } = await getJson('/products/search?q=the&limit=2&skip=1&select=rating&sortBy=rating&order=desc');
      expect(body.limit).toBe(2);
      expect(body.skip).toBe(1);
      expect(body.products.every((p) => Object.keys(p).join() === 'id,rating')).toBe(true);
      expect((body.products[0]!.rating as number) >= (body.products[1]!.rating as number)).toBe(true);
    });

    it('answers an empty list for a query nothing matches', async () => {
      expect((await getJson('/products/search?q=zzzqqq')).body).toEqual({ products: [], total: 0, skip: 0, limit: 0 });
    });
  });

  describe('categories', () => {
    it('lists the categories as {slug, name, url} with absolute URLs', async () => {
      const { body } = await getJson<{ slug: string; name: string; url: string }[]>('/products/categories');
      expect(body).toHaveLength(24);
      expect(body).toContainEqual({ slug: 'home-decoration', name: 'Home Decoration', url: `${service.url}/products/category/home-decoration` });
      for (const c of body) expect(Object.keys(c)).toEqual(['slug', 'name', 'url']);
    });

    it('lists the slugs in category-list', async () => {
      const { body } = await getJson<string[]>('/products/category-list');
      expect(body).toHaveLength(24);
      expect(body).toContain('mens-shirts');
      expect(body.every((slug) => /^[a-z-]+$/.test(slug))).toBe(true);
    });

    it("answers a category's products in the envelope, with the list parameters", async () => {
      const laptops = service.products.filter((p) => p.category === 'laptops');
      const { body } = await getJson('/products/category/laptops?limit=2&select=category');
      expect(body.total).toBe(laptops.length);
      expect(body.products).toEqual(laptops.slice(0, 2).map((p) => ({ id: p.id, category: 'laptops' })));
    });

    it('answers 200 with an empty list for a category without products', async () => {
      const { status, body } = await getJson('/products/category/spaceships');
      expect(status).toBe(200);
      expect(body).toEqual({ products: [], total: 0, skip: 0, limit: 0 });
    });
  });

  describe('pictures', () => {
    it('builds picture URLs from the host the client used', async () => {
      const res = await rawGet(`${service.url}/products/1`, { host: 'shop.example:8080' });
      const product = JSON.parse(res.body.toString()) as Product;
      expect(product.images[0]).toBe('http://shop.example:8080/product-images/beauty/1/1.svg');
      expect(product.thumbnail).toBe('http://shop.example:8080/product-images/beauty/1/thumbnail.svg');
    });

    it('serves every picture of a product as SVG with a long cache', async () => {
      const { body } = await getJson<Product>('/products/3');
      for (const src of [...body.images, body.thumbnail]) {
        const res = await fetch(src);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/svg+xml');
        expect(res.headers.get('cache-control')).toMatch(/max-age=\d{5,}/);
        expect(await res.text()).toMatch(/^<svg [\s\S]*<\/svg>$/);
      }
      expect((await fetch(body.meta.qrCode)).status).toBe(200);
    });

    it('answers 404 for a picture the product does not have', async () => {
      const product = service.products[0]!;
      expect((await get(`/product-images/${product.category}/1/${product.images.length + 1}.svg`)).status).toBe(404);
      expect((await get('/product-images/laptops/1/1.svg')).status).toBe(404);
      expect((await get('/product-images/beauty/9999/1.svg')).status).toBe(404);
    });
  });

  describe('HTTP behaviour', () => {
    it('allows any origin on every answer, errors included, and answers the preflight', async () => {
      for (const path of ['/products?limit=1', '/products/9999', '/product-images/beauty/1/1.svg', '/nowhere']) {
        expect((await get(path)).headers.get('access-control-allow-origin')).toBe('*');
      }
      const preflight = await get('/products', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-trace' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('x-trace');
    });

    it('answers 404 with a JSON message for an unknown path', async () => {
      const { status, body } = await getJson<{ message: string }>('/carts');
      expect(status).toBe(404);
      expect(body.message).toMatch(/not found/);
    });

    it('redirects a trailing slash to the path without it, as DummyJSON does', async () => {
      const res = await get('/products/?limit=1', { redirect: 'manual' });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/products?limit=1');
    });

    it('compresses JSON for clients that accept gzip', async () => {
      const res = await rawGet(`${service.url}/products?limit=0`, { 'accept-encoding': 'gzip, deflate' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect((JSON.parse(gunzipSync(res.body).toString()) as Envelope).total).toBe(200);
      const plain = await rawGet(`${service.url}/products?limit=0`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    });

    it('answers HEAD without a body and refuses other methods', async () => {
      const head = await rawGet(`${service.url}/products`, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body).toHaveLength(0);
      expect((await get('/products/add', { method: 'POST', body: '{}' })).status).toBe(405);
    });
  });
});

describe('starting and stopping', () => {
  it('stops at once and starts again on the same URL', async () => {
    const local = createCatalogService({ port: 0, count: 30 });
    await local.start();
    const url = local.url;
    expect((await rawGet(`${url}/products/1`)).status).toBe(200);
    await local.stop();
    await expect(rawGet(`${url}/products/1`)).rejects.toThrow();
    await local.start();
    expect(local.url).toBe(url);
    const again = await rawGet(`${url}/products?limit=0`);
    expect(JSON.parse(again.body.toString()).total).toBe(30);
    await local.stop();
    await expect(local.stop()).resolves.toBeUndefined();
  });
});

describe('a slow service (delayMs)', () => {
  afterEach(() => jest.useRealTimers());

  /** Lets real I/O run until the service is holding a response on its delay timer. */
  const untilDelayed = async () => {
    for (let turn = 0; jest.getTimerCount() === 0; turn += 1) {
      if (turn > 5000) throw new Error('the service answered without waiting for its delay');
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it('holds every response for the delay', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime', 'performance'] });
    const slow = createCatalogService({ port: 0, count: 24, delayMs: 4000 });
    await slow.start();
    let answered = false;
    const pending = rawGet(`${slow.url}/products/1?select=id`).then((res) => {
      answered = true;
      return res;
    });
    await untilDelayed();
    jest.advanceTimersByTime(3999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    jest.advanceTimersByTime(1);
    expect(JSON.parse((await pending).body.toString())).toEqual({ id: 1 });
    await slow.stop();
  });

  it('stops promptly even while responses are waiting', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime', 'performance'] });
    const slow = createCatalogService({ port: 0, count: 24, delayMs: 60_000 });
    await slow.start();
    const pending = rawGet(`${slow.url}/products`);
    await untilDelayed();
    await slow.stop();
    await expect(pending).rejects.toThrow();
    expect(jest.getTimerCount()).toBe(0);
  });
});
