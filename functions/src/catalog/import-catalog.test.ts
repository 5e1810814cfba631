import fs from 'node:fs';
import path from 'node:path';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import { catalogRecord, type DummyProduct } from './dummyjson-product';
import { importCatalog, lastImport } from './import-catalog';
import { productBySlug } from './product-by-slug';
import { queryListing } from './query-listing';
import { useCatalogDatabase } from '../testing/catalog-database';


/** A catalog service at DummyJSON's contract over `products`, counting the requests it answers. */
function catalogService(products: () => DummyProduct[]) {
  const served: string[] = [];
  const fetchImpl = (async (input: string | URL) => {
    const url = new URL(String(input));
    served.push(url.pathname + url.search);
    const all = products();
    const limit = Number(url.searchParams.get('limit') ?? 30);
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const page = limit === 0 ? all.slice(skip) : all.slice(skip, skip + limit);
    return new Response(JSON.stringify({ products: page, total: all.length, skip, limit: page.length }), { status: 200 });
  }) as typeof fetch;
  return { fetchImpl, served };
}

const dummy = (id: number, more: Partial<DummyProduct> = {}): DummyProduct => ({
  id,
  title: `Lamp ${id}`,
  price: 10 + id,
  discountPercentage: id % 2 ? 10 : 0,
  rating: 4,
  stock: id,
  category: id % 2 ? 'lighting' : 'furniture',
  thumbnail: `https://cdn.test/${id}.png`,
  images: [`https://cdn.test/${id}-1.png`],
  description: `Lamp number ${id}`,
  ...more,
});

const pool = useCatalogDatabase(undefined, { each: true });

describe('importing the catalog', () => {
  it('takes every product a page at a time, priced and mapped as SPEC §3 says', async () => {
    let products = Array.from({ length: 1234 }, (_, i) => dummy(i + 1));
    const service = catalogService(() => products);
    expect(await importCatalog(pool, { catalogUrl: 'http://catalog.test/', fetchImpl: service.fetchImpl, pageSize: 500 })).toEqual({ status: 'imported', products: 1234 });
    expect(service.served).toEqual(['/products?limit=500&skip=0', '/products?limit=500&skip=500', '/products?limit=500&skip=1000']);
    expect(await lastImport(pool)).toBeInstanceOf(Date);
    expect((await queryListing(pool, ALL_PRODUCTS)).total).toBe(1234);
    expect(await productBySlug(pool, 'lamp-1')).toMatchObject({
      id: '1',
      name: 'Lamp 1',
      price: 11,
      discountPrice: 10,
      image: 'https://cdn.test/1.png',
      images: ['https://cdn.test/1-1.png'],
      description: 'Lamp number 1',
      sellerId: '000000',
      details: ['Brand: Unbranded', 'Stock available: 1', 'Rating: 4 stars', 'Category: lighting'],
    });

    // Imported again: a product the catalog dropped goes off sale, a changed one changes, a new one comes.
    products = [...products.slice(1, 1233).map((p) => (p.id === 2 ? { ...p, price: 99 } : p)), dummy(5000)];
    await pool.query(`update catalog_import set lease_until = 'epoch'`);
    await importCatalog(pool, { catalogUrl: 'http://catalog.test', fetchImpl: service.fetchImpl, pageSize: 500 });
    expect(await productBySlug(pool, 'lamp-1')).toBeNull();
    expect(await productBySlug(pool, 'lamp-2')).toMatchObject({ price: 99 });
    expect(await productBySlug(pool, 'lamp-5000')).toMatchObject({ id: '5000' });
    expect((await queryListing(pool, ALL_PRODUCTS)).total).toBe(1233);
  });

  it('stops at its budget, and the next import goes on from the page after, not from the start', async () => {
    const service = catalogService(() => Array.from({ length: 1234 }, (_, i) => dummy(i + 1)));
    const options = { catalogUrl: 'http://catalog.test', fetchImpl: service.fetchImpl, pageSize: 500 };
    expect(await importCatalog(pool, { ...options, budgetMs: 0 })).toEqual({ status: 'partial', products: 500 });
    expect(await lastImport(pool)).toBeNull();
    expect((await queryListing(pool, ALL_PRODUCTS)).total).toBe(500); // what is imported is on sale already
    expect(await importCatalog(pool, options)).toEqual({ status: 'imported', products: 1234 });
    expect(service.served).toEqual(['/products?limit=500&skip=0', '/products?limit=500&skip=500', '/products?limit=500&skip=1000']);
    expect((await queryListing(pool, ALL_PRODUCTS)).total).toBe(1234);
  });

  it('takes up a failed import where it failed, and takes off sale only what the whole catalog no longer has', async () => {
    await importCatalog(pool, { catalogUrl: 'http://catalog.test', fetchImpl: catalogService(() => [dummy(1), dummy(2), dummy(3)]).fetchImpl });
    const products = Array.from({ length: 30 }, (_, i) => dummy(i + 2)); // 1 dropped, 2 and 3 kept, 4 to 31 new
    const service = catalogService(() => products);
    const flaky = (async (input: string | URL) => {
      if (String(input).includes('skip=10')) throw new TypeError('socket hang up');
      return service.fetchImpl(input);
    }) as typeof fetch;
    const options = { catalogUrl: 'http://catalog.test', pageSize: 10 };
    await expect(importCatalog(pool, { ...options, fetchImpl: flaky })).rejects.toThrow('could not be reached: socket hang up');
    expect(await productBySlug(pool, 'lamp-1')).not.toBeNull(); // nothing goes off sale before the end
    expect(await importCatalog(pool, { ...options, fetchImpl: service.fetchImpl })).toEqual({ status: 'imported', products: 30 });
    expect(service.served).toEqual(['/products?limit=10&skip=0', '/products?limit=10&skip=10', '/products?limit=10&skip=20']);
    expect(await productBySlug(pool, 'lamp-1')).toBeNull();
    expect(await productBySlug(pool, 'lamp-2')).not.toBeNull(); // met on the first attempt's page
    expect((await queryListing(pool, ALL_PRODUCTS)).total).toBe(30);
  });

  it('runs one import at a time: a second one while the first holds the lease is told it is busy', async () => {
    const service = catalogService(() => [dummy(1)]);
    const options = { catalogUrl: 'http://catalog.test', fetchImpl: service.fetchImpl };
    const [a, b] = await Promise.all([importCatalog(pool, options), importCatalog(pool, options)]);
    expect([a.status, b.status].sort()).toEqual(['busy', 'imported']);
  });

  it('lets go of the lease when the catalog cannot be reached, and says where it looked', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(importCatalog(pool, { catalogUrl: 'http://catalog.test', fetchImpl: down })).rejects.toThrow('The catalog at http://catalog.test could not be reached: fetch failed');
    expect(await lastImport(pool)).toBeNull();
    const service = catalogService(() => [dummy(1)]);
    expect((await importCatalog(pool, { catalogUrl: 'http://catalog.test', fetchImpl: service.fetchImpl })).status).toBe('imported');
  });

  it('skips what the shop cannot sell: no price, no name', () => {
    expect(catalogRecord(dummy(1, { price: 0 }), 1)).toBeNull();
    expect(catalogRecord(dummy(1, { title: ' ' }), 1)).toBeNull();
  });
});

// DummyJSON's own product table (../shared/fixtures): the import copes with the real service's shapes
// (brand missing on about half, prices with kobo, reviews). A fresh clone has no ../shared: then skipped.
const FIXTURE = path.resolve(__dirname, '../../../../shared/fixtures/dummyjson/products.json');
const haveFixture = fs.existsSync(FIXTURE);
if (!haveFixture) console.log(`Skipping the DummyJSON data import: ${FIXTURE} is absent (a fresh clone has no ../shared).`);

(haveFixture ? it : it.skip)('imports DummyJSON’s real products, each with a page of its own', async () => {
  const products = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as DummyProduct[];
  const service = catalogService(() => products);
  await importCatalog(pool, { catalogUrl: 'http://dummyjson.test', fetchImpl: service.fetchImpl, pageSize: 100 });
  const page = await queryListing(pool, ALL_PRODUCTS);
  expect(page.total).toBe(products.length);
  expect(page.facets.categories.reduce((n, c) => n + c.count, 0)).toBe(products.length);
  const { rows } = await pool.query<{ slugs: number }>('select count(distinct slug)::int as slugs from products');
  expect(rows[0]!.slugs).toBe(products.length);
  const mascara = await productBySlug(pool, 'essence-mascara-lash-princess');
  expect(mascara).toMatchObject({ price: 9.99, discountPrice: 9, brand: 'Essence', category: 'beauty' });
  expect(mascara!.reviews!.length).toBeGreaterThan(0);
});
