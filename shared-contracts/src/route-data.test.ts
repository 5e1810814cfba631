import { expandRouteData, ROUTE_DATA_LIMIT, routeDataUrls } from './route-data';

const config = { catalogUrl: 'https://dummyjson.com/', remotes: {}, remoteTimeoutMs: 8000 };

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

  it('asks for no more than the limit', () => {
    const many = Array.from({ length: ROUTE_DATA_LIMIT + 3 }, (_, i) => `{catalogUrl}/products/${i}`);
    expect(routeDataUrls({ ProductList: many }, 'ProductList', config)).toHaveLength(ROUTE_DATA_LIMIT);
  });

  it('gives nothing for a manifest without route data or with garbage', () => {
    for (const garbage of [undefined, null, 'ProductList', ['ProductList'], { ProductList: '{catalogUrl}/products' }]) {
      expect(routeDataUrls(garbage, 'ProductList', config)).toEqual([]);
    }
  });
});
