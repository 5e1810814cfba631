// Read by rspack.config.ts as well as the catalog, so it imports nothing.

/**
 * The request each exposed screen makes first, as the catalog client makes it (catalog-urls.ts; checked
 * by route-data.test.ts): the manifest names it so the shell asks for it while this remote's code
 * downloads. The listing's is the page its address names (`{?…}`: contracts 2.1, in the order and the
 * encoding of catalogQueryString); a product's, its slug as a path segment.
 */
export const ROUTE_DATA = {
  ProductList: [{ template: '{catalogApiUrl}/products{?q,category,minPrice,maxPrice,rating,sort,page}' }],
  Categories: ['{catalogApiUrl}/categories'],
  ProductDetail: [{ template: '{catalogApiUrl}/products/{:slug}' }],
};
