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
});

describe('routeDataUrls', () => {
  it("gives the module's URLs and skips the ones it cannot expand", () => {
    const routeData = { ProductList: ['{catalogUrl}/products', '{missing}/x', 7], Home: ['{catalogUrl}/home'] };
    expect(routeDataUrls(routeData, 'ProductList', config)).toEqual(['https://dummyjson.com/products']);
    expect(routeDataUrls(routeData, 'About', config)).toEqual([]);
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
