/** @jest-environment node */
import { ALL_PRODUCTS, type CatalogPage, type CatalogSuggestions } from 'shared-contracts';
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
