import { expandRouteData, routeDataUrls } from './route-data';

const config = { catalogUrl: 'https://dummyjson.com/', remotes: {}, remoteTimeoutMs: 8000 };
const api = { catalogApiUrl: 'https://shop.example/api/catalog/' };

describe('expandRouteData', () => {
  it("puts the config's URL in place of its name, without the trailing slash", () => {
    expect(expandRouteData('{catalogUrl}/products?limit=0&select=title%2Cprice', config)).toBe(
      'https://dummyjson.com/products?limit=0&select=title%2Cprice',
    );
  });

  it('names nothing for an unknown, empty or non-string field', () => {
    expect(expandRouteData('{shopUrl}/products', config)).toBeNull();
    expect(expandRouteData('{catalogUrl}/products', { catalogUrl: '' })).toBeNull();
    expect(expandRouteData('{remoteTimeoutMs}/x', config)).toBeNull();
  });

  it('names nothing but an http(s) URL', () => {
    expect(expandRouteData('/products', config)).toBeNull();
    expect(expandRouteData('javascript:alert(1)', config)).toBeNull();
    expect(expandRouteData('{catalogUrl}/p', { catalogUrl: 'file:///etc' })).toBeNull();
  });

  it("puts a route's param in place of {:name}, encoded as URLSearchParams encodes a query value", () => {
    const params = { slug: "men's-shirt-&-tie!" };
    expect(expandRouteData('{catalogUrl}/products/search?q={:slug}&limit=0', config, params)).toBe(
      `https://dummyjson.com/products/search?${new URLSearchParams({ q: "men's-shirt-&-tie!", limit: '0' })}`,
    );
    expect(expandRouteData('{catalogUrl}/products/search?q={:slug|words}&limit=0', config, params)).toBe(
      `https://dummyjson.com/products/search?${new URLSearchParams({ q: "men's shirt & tie!", limit: '0' })}`,
    );
  });

  it('names nothing for a missing or empty param, an unknown transform or a param where none may be', () => {
    expect(expandRouteData('{catalogUrl}/p?q={:id}', config, { slug: 'lamp' })).toBeNull();
    expect(expandRouteData('{catalogUrl}/p?q={:slug}', config, { slug: '' })).toBeNull();
    expect(expandRouteData('{catalogUrl}/p?q={:slug|upper}', config, { slug: 'lamp' })).toBeNull();
    expect(expandRouteData('{catalogUrl}/p?q={:toString}', config, {})).toBeNull();
    expect(expandRouteData('{catalogUrl|words}/p', config, {})).toBeNull();
    expect(expandRouteData('{catalogUrl}/p?q={:slug}', config)).toBeNull();
  });

  it('encodes a param in the path as encodeURIComponent does (contracts 2.1), so it names the product the remote asks for', () => {
    for (const slug of ['oak-table', "men's shirt & tie!", '50%-off/cheap?', 'çà-ça']) {
      expect(expandRouteData('{catalogApiUrl}/products/{:slug}', api, { slug })).toBe(
        new URL(`https://shop.example/api/catalog/products/${encodeURIComponent(slug)}`).href,
      );
    }
    expect(expandRouteData('{catalogApiUrl}/products/{:slug}', api, {})).toBeNull();
    // After the template's own `?`, the same param is still a query value.
    expect(expandRouteData('{catalogApiUrl}/p/{:slug}?like={:slug|words}', api, { slug: 'desk-lamp' })).toBe(
      'https://shop.example/api/catalog/p/desk-lamp?like=desk+lamp',
    );
  });
});
const LISTING = '{catalogApiUrl}/products{?q,category,minPrice,maxPrice,rating,sort,page}';

describe("expandRouteData: the page's query (contracts 2.1)", () => {
  const expand = (search: string) => expandRouteData(LISTING, api, {}, new URLSearchParams(search));

  it("names the location's parameters of the template, in the template's order, encoded as URLSearchParams encodes them", () => {
    expect(expand('?page=2&q=desk%20lamp&debug=remotes&category=home-decoration')).toBe(
      'https://shop.example/api/catalog/products?q=desk+lamp&category=home-decoration&page=2',
    );
    expect(expand("?q=men's+shirt+%26+tie!")).toBe(`https://shop.example/api/catalog/products?${new URLSearchParams({ q: "men's shirt & tie!" })}`);
  });

  it('leaves out empty parameters, and is nothing at all when none is there', () => {
    expect(expand('?q=&category=beauty&rating=')).toBe('https://shop.example/api/catalog/products?category=beauty');
    expect(expand('')).toBe('https://shop.example/api/catalog/products');
    expect(expand('?preview=off')).toBe('https://shop.example/api/catalog/products');
  });

  it('takes the first of a repeated parameter, as the page reads it', () => {
    expect(expand('?q=lamp&q=chair')).toBe('https://shop.example/api/catalog/products?q=lamp');
  });

  it('names nothing without a query to read (a string entry), or after a literal ?', () => {
    expect(expandRouteData(LISTING, api, {})).toBeNull();
    expect(expandRouteData('{catalogApiUrl}/products?limit=12{?q}', api, {}, new URLSearchParams('q=lamp'))).toBeNull();
  });
});

describe('routeDataUrls', () => {
  it("gives the module's URLs and skips the ones it cannot expand", () => {
    const routeData = { ProductList: ['{catalogUrl}/products', '{missing}/x', 7], Home: ['{catalogUrl}/home'] };
    expect(routeDataUrls(routeData, 'ProductList', config)).toEqual(['https://dummyjson.com/products']);
    expect(routeDataUrls(routeData, 'About', config)).toEqual([]);
  });

  it("fills a { template } entry (contracts 1.6) with the route's params, and a string entry never", () => {
    const routeData = { ProductDetail: [{ template: '{catalogUrl}/products/search?q={:slug|words}' }, '{catalogUrl}/p?q={:slug}', { template: 3 }] };
    expect(routeDataUrls(routeData, 'ProductDetail', config, { slug: 'desk-lamp' })).toEqual(['https://dummyjson.com/products/search?q=desk+lamp']);
    expect(routeDataUrls(routeData, 'ProductDetail', config)).toEqual([]);
  });

  it("fills a { template } entry (contracts 2.1) with the page's query, and a string entry never", () => {
    const routeData = { ProductList: [{ template: LISTING }, LISTING] };
    expect(routeDataUrls(routeData, 'ProductList', api, {}, new URLSearchParams('sort=price-low&q=lamp'))).toEqual([
      'https://shop.example/api/catalog/products?q=lamp&sort=price-low',
    ]);
    expect(routeDataUrls(routeData, 'ProductList', api)).toEqual(['https://shop.example/api/catalog/products']);
  });

  it('asks for no more than four requests, whatever a manifest names', () => {
    const many = Array.from({ length: 7 }, (_, i) => `{catalogUrl}/products/${i}`);
    expect(routeDataUrls({ ProductList: many }, 'ProductList', config)).toHaveLength(4);
  });

  it('gives nothing for a manifest without route data or with garbage', () => {
    for (const garbage of [undefined, null, 'ProductList', ['ProductList'], { ProductList: '{catalogUrl}/products' }]) {
      expect(routeDataUrls(garbage, 'ProductList', config)).toEqual([]);
    }
  });
});
