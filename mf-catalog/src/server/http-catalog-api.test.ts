/** @jest-environment node */
import type { CarriedResponse, CatalogPage, CatalogQuery, CatalogSuggestions } from 'shared-contracts';
import { ALL_PRODUCTS } from 'shared-contracts/core';
import { catalogApiContract, contractCatalog } from 'shared-contracts/contract-tests';
import { CatalogError } from './catalog-error';
import { fakeCatalogEndpoint } from '../testing/catalog-endpoint';
import { testProduct } from '../testing/catalog-fixture';
import { createHttpCatalogApi } from './http-catalog-api';
import { createMemoryCatalogApi } from './memory-catalog-api';

const BASE = 'https://shop.example/api/catalog';
const SUGGESTIONS: CatalogSuggestions = {
  products: [{ slug: 'walnut-desk-lamp', name: 'Walnut Desk Lamp', image: 'https://img.test/1.svg', price: 1500, discountPrice: 1200, marks: [[7, 11]] }],
  categories: [{ name: 'home-decoration', count: 12, marks: [[5, 15]] }],
};
const PAGE: CatalogPage = { products: [testProduct(1)], total: 1, page: 1, pages: 1, facets: { categories: [{ name: 'tops', count: 1 }], price: { min: 101, max: 101 } } };

/** A fetch that answers every request with this status and body, recording what was asked and how. */
function answering(status: number, body: unknown) {
  const asked: { url: string; accept: string | null }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    asked.push({ url: String(input), accept: new Headers(init?.headers).get('Accept') });
    return typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status });
  };
  return { asked, api: createHttpCatalogApi(`${BASE}/`, fetchImpl) };
}

describe('the URLs it asks for', () => {
  it('asks for a page with the canonical query string, JSON accepted', async () => {
    const { asked, api } = answering(200, PAGE);
    expect(await api.page({ ...ALL_PRODUCTS, q: ' desk lamp ', category: 'home-decoration', rating: 4, sort: 'price-high', page: 3 })).toEqual(PAGE);
    expect(asked).toEqual([{ url: `${BASE}/products?q=desk+lamp&category=home-decoration&rating=4&sort=price-high&page=3`, accept: 'application/json' }]);
  });

  it('asks for the first page of everything without a query string', async () => {
    const { asked, api } = answering(200, PAGE);
    await api.page(ALL_PRODUCTS);
    expect(asked.map((a) => a.url)).toEqual([`${BASE}/products`]);
  });

  it('asks for a product by its slug as one path segment, and for the categories', async () => {
    const { asked, api } = answering(200, testProduct(1));
    await api.bySlug("men's-shirt-&-tie/50%");
    expect(asked.map((a) => a.url)).toEqual([`${BASE}/products/men's-shirt-%26-tie%2F50%25`]);
    const categories = answering(200, [{ name: 'tops', count: 1, image: '', averagePrice: 101, topBrands: [] }]);
    expect(await categories.api.categories()).toHaveLength(1);
    expect(categories.asked.map((a) => a.url)).toEqual([`${BASE}/categories`]);
  });
});

describe('the suggestions it asks for', () => {
  it('asks for the words typed, trimmed, as one encoded parameter, JSON accepted', async () => {
    const { asked, api } = answering(200, SUGGESTIONS);
    expect(await api.suggest('  desk & lamp 50% ')).toEqual(SUGGESTIONS);
    expect(asked).toEqual([{ url: `${BASE}/suggest?q=desk+%26+lamp+50%25`, accept: 'application/json' }]);
  });

  it('rejects as the other calls do: a refusal, a failure, nothing answering, no endpoint', async () => {
    await expect(answering(400, { message: 'q: must be at most 100 characters' }).api.suggest('x')).rejects.toEqual(
      new CatalogError('q: must be at most 100 characters', 400),
    );
    await expect(answering(502, '<html>Bad gateway</html>').api.suggest('desk')).rejects.toEqual(new CatalogError('The catalog answered 502', 502));
    const offline = createHttpCatalogApi(BASE, async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.suggest('desk')).rejects.toEqual(new CatalogError('The catalog cannot be reached'));
    await expect(createHttpCatalogApi(undefined).suggest('desk')).rejects.toBeInstanceOf(CatalogError);
  });

  it('rejects an answer the box could not draw', async () => {
    const [product] = SUGGESTIONS.products;
    const [category] = SUGGESTIONS.categories;
    await expect(answering(200, '<html>maintenance</html>').api.suggest('desk')).rejects.toBeInstanceOf(CatalogError);
    for (const body of [
      [],
      { products: [] },
      { products: [{ ...product, slug: undefined }], categories: [] },
      { products: [{ ...product, price: '1500' }], categories: [] },
      { products: [{ ...product, marks: [[7]] }], categories: [] },
      { products: [], categories: [{ ...category, marks: undefined }] },
      { products: [], categories: [{ ...category, count: null }] },
    ]) {
      await expect(answering(200, body).api.suggest('desk')).rejects.toEqual(new CatalogError('The catalog answered without suggestions'));
    }
  });
});

describe('what it makes of an answer', () => {
  it("rejects a refused query (400) with the server's message and status", async () => {
    const { api } = answering(400, { message: 'q: must be at most 100 characters' });
    await expect(api.page(ALL_PRODUCTS)).rejects.toEqual(new CatalogError('q: must be at most 100 characters', 400));
    await expect(api.page(ALL_PRODUCTS)).rejects.toMatchObject({ name: 'CatalogError', status: 400 });
  });

  it('gives null for a missing product (404), but a 404 anywhere else is a failure', async () => {
    const { api } = answering(404, { message: 'No product has the address lamp' });
    expect(await api.bySlug('lamp')).toBeNull();
    await expect(api.page(ALL_PRODUCTS)).rejects.toMatchObject({ name: 'CatalogError', status: 404 });
    await expect(api.categories()).rejects.toMatchObject({ name: 'CatalogError', status: 404 });
  });

  it('rejects a server failure (5xx) with its message, or its status when it says nothing', async () => {
    await expect(answering(503, { message: 'The catalog index is warming up' }).api.bySlug('lamp')).rejects.toEqual(
      new CatalogError('The catalog index is warming up', 503),
    );
    await expect(answering(502, '<html>Bad gateway</html>').api.categories()).rejects.toEqual(new CatalogError('The catalog answered 502', 502));
  });

  it('rejects an answer that is not the endpoint’s JSON', async () => {
    await expect(answering(200, '<html>maintenance</html>').api.page(ALL_PRODUCTS)).rejects.toBeInstanceOf(CatalogError);
    await expect(answering(200, { products: 'none' }).api.page(ALL_PRODUCTS)).rejects.toBeInstanceOf(CatalogError);
    await expect(answering(200, { categories: [] }).api.categories()).rejects.toBeInstanceOf(CatalogError);
    await expect(answering(200, [1, 2]).api.bySlug('lamp')).rejects.toBeInstanceOf(CatalogError);
  });

  it('rejects with CatalogError when nothing answers', async () => {
    const offline = createHttpCatalogApi(BASE, async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.page(ALL_PRODUCTS)).rejects.toEqual(new CatalogError('The catalog cannot be reached'));
  });

  it('rejects every call, asking nothing, under a shell that names no endpoint (contracts 2.0)', async () => {
    const fetchImpl = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
    const api = createHttpCatalogApi(undefined, fetchImpl);
    await expect(api.page(ALL_PRODUCTS)).rejects.toBeInstanceOf(CatalogError);
    await expect(api.bySlug('lamp')).rejects.toBeInstanceOf(CatalogError);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

/**
 * The http api over what a page's HTML carried (`responses`, by URL) with a fetch that must not be used:
 * records every URL asked of readRouteData.
 */
function carrying(responses: Record<string, CarriedResponse>) {
  const read: string[] = [];
  const fetchImpl = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
  const api = createHttpCatalogApi(`${BASE}/`, fetchImpl, (url) => {
    read.push(url);
    return responses[url];
  });
  return { read, fetchImpl, carried: api.carried! };
}

describe('what the page carried (a first view rendered on the server)', () => {
  const SEARCH: CatalogQuery = { ...ALL_PRODUCTS, q: ' desk lamp ', category: 'home-decoration', sort: 'price-high', page: 3 };
  const SLUG = "men's-shirt-&-tie/50%";
  const CATEGORIES = [{ name: 'tops', count: 1, image: '', averagePrice: 101, topBrands: [] }];
  const fresh = (body: unknown, status = 200): CarriedResponse => ({ status, body, stale: false });

  it('reads the very URL the network call would fetch, for a page, a product and the categories', async () => {
    const network = answering(200, PAGE);
    await network.api.page(SEARCH);
    await network.api.page(ALL_PRODUCTS);
    const product = answering(200, testProduct(1));
    await product.api.bySlug(SLUG);
    const categories = answering(200, CATEGORIES);
    await categories.api.categories();
    const fetched = [...network.asked, ...product.asked, ...categories.asked].map((a) => a.url);

    const { read, carried } = carrying({});
    carried.page(SEARCH);
    carried.page(ALL_PRODUCTS);
    carried.bySlug(SLUG);
    carried.categories();
    expect(read).toEqual(fetched);
    expect(read).toEqual([
      `${BASE}/products?q=desk+lamp&category=home-decoration&sort=price-high&page=3`,
      `${BASE}/products`,
      `${BASE}/products/men's-shirt-%26-tie%2F50%25`,
      `${BASE}/categories`,
    ]);
  });

  it('gives the answer carried for that URL, validated, never asking the network', () => {
    const product = testProduct(1);
    const { carried, fetchImpl } = carrying({
      [`${BASE}/products?q=desk+lamp&category=home-decoration&sort=price-high&page=3`]: fresh(PAGE),
      [`${BASE}/products/men's-shirt-%26-tie%2F50%25`]: fresh(product),
      [`${BASE}/categories`]: fresh(CATEGORIES),
    });
    expect(carried.page(SEARCH)).toEqual({ value: PAGE, stale: false });
    expect(carried.bySlug(SLUG)).toEqual({ value: product, stale: false });
    expect(carried.categories()).toEqual({ value: CATEGORIES, stale: false });
    // Another query, another product: nothing carried for their URLs.
    expect(carried.page({ ...SEARCH, page: 4 })).toBeUndefined();
    expect(carried.page(ALL_PRODUCTS)).toBeUndefined();
    expect(carried.bySlug('men')).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('passes on that an answer is stale', () => {
    const { carried } = carrying({
      [`${BASE}/products`]: { status: 200, body: PAGE, stale: true },
      [`${BASE}/categories`]: { status: 200, body: CATEGORIES, stale: true },
      [`${BASE}/products/lamp`]: { status: 404, body: { message: 'No product has the address lamp' }, stale: true },
    });
    expect(carried.page(ALL_PRODUCTS)).toEqual({ value: PAGE, stale: true });
    expect(carried.categories()).toEqual({ value: CATEGORIES, stale: true });
    expect(carried.bySlug('lamp')).toEqual({ value: null, stale: true });
  });

  it('gives a null product for a carried 404, but a 404 anywhere else is no answer', () => {
    const missing = fresh({ message: 'Not found' }, 404);
    const { carried } = carrying({ [`${BASE}/products/lamp`]: missing, [`${BASE}/products`]: missing, [`${BASE}/categories`]: missing });
    expect(carried.bySlug('lamp')).toEqual({ value: null, stale: false });
    expect(carried.page(ALL_PRODUCTS)).toBeUndefined();
    expect(carried.categories()).toBeUndefined();
  });

  it('gives no answer for a carried refusal or failure, whatever its body', () => {
    for (const [status, body] of [
      [500, { message: 'The catalog index is warming up' }],
      [500, PAGE],
      [400, { message: 'q: must be at most 100 characters' }],
      [503, testProduct(1)],
      [502, CATEGORIES],
    ] as const) {
      const { carried, fetchImpl } = carrying({ [`${BASE}/products`]: fresh(body, status), [`${BASE}/products/lamp`]: fresh(body, status), [`${BASE}/categories`]: fresh(body, status) });
      expect(carried.page(ALL_PRODUCTS)).toBeUndefined();
      expect(carried.bySlug('lamp')).toBeUndefined();
      expect(carried.categories()).toBeUndefined();
      expect(fetchImpl).not.toHaveBeenCalled();
    }
  });

  it('gives no answer for a carried body the same answer from the network would be refused for', () => {
    const { carried } = carrying({
      [`${BASE}/products`]: fresh({ products: 'none' }),
      [`${BASE}/products?page=2`]: fresh(undefined),
      [`${BASE}/products?page=3`]: fresh('<html>maintenance</html>'),
      [`${BASE}/categories`]: fresh({ categories: [] }),
      [`${BASE}/products/lamp`]: fresh([1, 2]),
      [`${BASE}/products/desk`]: fresh(undefined),
      [`${BASE}/products/chair`]: fresh({ slug: 'chair' }),
    });
    expect(carried.page(ALL_PRODUCTS)).toBeUndefined();
    expect(carried.page({ ...ALL_PRODUCTS, page: 2 })).toBeUndefined();
    expect(carried.page({ ...ALL_PRODUCTS, page: 3 })).toBeUndefined();
    expect(carried.categories()).toBeUndefined();
    expect(carried.bySlug('lamp')).toBeUndefined();
    expect(carried.bySlug('desk')).toBeUndefined();
    expect(carried.bySlug('chair')).toBeUndefined();
  });

  it('gives no answer from a shell that carries nothing, or names no endpoint', () => {
    const fetchImpl = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
    const withoutReader = createHttpCatalogApi(BASE, fetchImpl).carried!;
    expect(withoutReader.page(ALL_PRODUCTS)).toBeUndefined();
    expect(withoutReader.bySlug('lamp')).toBeUndefined();
    expect(withoutReader.categories()).toBeUndefined();

    const readRouteData = jest.fn((): CarriedResponse => fresh(PAGE));
    const withoutEndpoint = createHttpCatalogApi(undefined, fetchImpl, readRouteData).carried!;
    expect(withoutEndpoint.page(ALL_PRODUCTS)).toBeUndefined();
    expect(withoutEndpoint.bySlug('lamp')).toBeUndefined();
    expect(withoutEndpoint.categories()).toBeUndefined();
    expect(readRouteData).not.toHaveBeenCalled();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('over an endpoint that answers as the shop’s server does', () => {
  const endpoint = fakeCatalogEndpoint(createMemoryCatalogApi(contractCatalog()), BASE);
  catalogApiContract(() => createHttpCatalogApi(BASE, endpoint.fetchImpl));

  it("carries the server's refusal of a query to the screen", async () => {
    const api = createHttpCatalogApi(BASE, endpoint.fetchImpl);
    await expect(api.page({ ...ALL_PRODUCTS, q: 'x'.repeat(101) })).rejects.toEqual(new CatalogError('q: must be at most 100 characters', 400));
    await expect(api.suggest('x'.repeat(101))).rejects.toEqual(new CatalogError('q: must be at most 100 characters', 400));
  });

  it('gives the suggestions the double gives, through the wire', async () => {
    const api = createHttpCatalogApi(BASE, endpoint.fetchImpl);
    const memory = createMemoryCatalogApi(contractCatalog());
    for (const q of ['aurora', ' watch ', 'lap', 'a']) expect(await api.suggest(q)).toEqual(await memory.suggest(q));
    expect(endpoint.asked.at(-1)).toBe(`${BASE}/suggest?q=a`);
    expect(await api.suggest('lap')).toMatchObject({ products: { length: 5 }, categories: [{ name: 'laptops', marks: [[0, 7]] }] });
  });
});
