/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { CatalogError } from 'shared-contracts';
import { catalogSourceContract } from 'shared-contracts/contract-tests';
import { createCatalogService, type CatalogService } from '../../service/catalog-service';
import { createDummyJsonCatalog } from './dummyjson-catalog';

// Every request on a fresh connection: a stopped and restarted service must not meet a stale socket.
const freshFetch: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: false, headers: { ...init?.headers, Connection: 'close' } });

function serve(options: Parameters<typeof createCatalogService>[0]) {
  const running: { service?: CatalogService } = {};
  beforeAll(async () => {
    running.service = createCatalogService(options);
    await running.service.start();
  });
  afterAll(() => running.service?.stop());
  return () => createDummyJsonCatalog(running.service!.url, freshFetch);
}

describe('over the local catalog service', () => {
  const catalog = serve({ port: 0, count: 60 });
  catalogSourceContract(catalog);

  it('lists summaries: what cards need, without descriptions', async () => {
    const { products } = await catalog().list({ limit: 3 });
    expect(products[0]).toMatchObject({ name: expect.any(String), image: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/product-images\//) });
    expect(products[0]!.description).toBe('');
  });

  it('gets the whole product, reviews and images included', async () => {
    const product = (await catalog().get('5'))!;
    expect(product.description).not.toBe('');
    expect(product.images.length).toBeGreaterThan(0);
    expect(Array.isArray(product.reviews)).toBe(true);
  });

  it('lists the category slugs', async () => {
    expect(await catalog().categories()).toEqual(expect.arrayContaining(['beauty', 'fragrances']));
  });
});

describe('when the service fails', () => {
  it('rejects with CatalogError when nothing answers', async () => {
    const down = createDummyJsonCatalog('http://127.0.0.1:9', freshFetch);
    await expect(down.list()).rejects.toEqual(new CatalogError('The catalog cannot be reached'));
  });

  it('rejects with the service’s message on an error status, but gives null for a missing product', async () => {
    const answering = (status: number, body: unknown): typeof fetch => async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const failing = createDummyJsonCatalog('http://catalog.test', answering(500, { message: 'Internal Server Error' }));
    await expect(failing.get('1')).rejects.toMatchObject({ name: 'CatalogError', status: 500, message: 'Internal Server Error' });
    const missing = createDummyJsonCatalog('http://catalog.test', answering(404, { message: "Product with id '77' not found" }));
    expect(await missing.get('77')).toBeNull();
  });

  it('rejects an answer that is not the catalog’s JSON', async () => {
    const html: typeof fetch = async () => new Response('<html>maintenance</html>', { status: 200 });
    await expect(createDummyJsonCatalog('http://catalog.test', html).list()).rejects.toBeInstanceOf(CatalogError);
  });
});

// DummyJSON's own product table (../shared/fixtures), served by the same code: the client must cope
// with the real service's shapes (brand missing, prices as given, image URLs on a host unreachable here).
const FIXTURE = path.resolve(__dirname, '../../../../shared/fixtures/dummyjson/products.json');
const haveFixture = fs.existsSync(FIXTURE);
if (!haveFixture) console.log(`Skipping the DummyJSON data checks: ${FIXTURE} is absent (a fresh clone has no ../shared).`);

(haveFixture ? describe : describe.skip)('over DummyJSON’s real data', () => {
  const products = haveFixture ? JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) : [];
  const catalog = serve({ port: 0, products });
  catalogSourceContract(catalog);

  it('maps every real product, with and without a brand', async () => {
    const { products: mapped, total } = await catalog().list({ limit: 0 });
    expect(total).toBe(products.length);
    expect(mapped.some((p) => p.brand === undefined)).toBe(true);
    expect(mapped.some((p) => p.brand !== undefined)).toBe(true);
    expect(mapped.every((p) => p.image.startsWith('https://cdn.dummyjson.com/'))).toBe(true);
  });

  it('finds a product by a slug whose name has punctuation', async () => {
    const { products: mapped } = await catalog().list({ limit: 0 });
    const tricky = mapped.find((p) => /[^a-z0-9 ]/i.test(p.name))!;
    expect(await catalog().bySlug(tricky.slug)).toMatchObject({ id: tricky.id });
  });
});
