import { ALL_PRODUCTS } from 'shared-contracts';
import { CATALOG_PAGE_MAX, CatalogQuerySchema, catalogQueryInput, parsePayload } from 'shared-contracts/schemas';
import { catalogQueryString } from '../catalog/catalog-query-string';
import { changeListing, filterKey, listingQuery, PAGE_MAX, readListing, withPage } from './listing-params';

const read = (search: string) => readListing(new URLSearchParams(search));

describe('readListing', () => {
  it('gives the defaults for a bare listing URL', () => {
    expect(read('')).toEqual({
      filters: { query: '', category: null, minPrice: null, maxPrice: null, minRating: null },
      sort: 'featured',
      page: 1,
    });
  });

  it('reads search, category, prices, rating, sort and page', () => {
    expect(read('?q=%20lamp%20&category=furniture&minPrice=100&maxPrice=500&rating=4&sort=price-low&page=3')).toEqual({
      filters: { query: 'lamp', category: 'furniture', minPrice: 100, maxPrice: 500, minRating: 4 },
      sort: 'price-low',
      page: 3,
    });
  });

  it('ignores values a shopper could have typed wrong', () => {
    expect(read('?maxPrice=abc&rating=7&sort=cheapest&page=-2')).toEqual(read(''));
  });

  it('brings a shared link within what the catalog endpoint takes, so it never fails', () => {
    const long = `?q=${'lamp '.repeat(30)}&category=${'c'.repeat(90)}&maxPrice=499.99&minPrice=1e12&page=123456`;
    const query = listingQuery(read(long));
    expect(query).toMatchObject({ maxPrice: 499, minPrice: 100_000_000, page: PAGE_MAX });
    expect(query.q.length).toBeLessThanOrEqual(100);
    const params = catalogQueryInput(new URLSearchParams(catalogQueryString(query)));
    expect(parsePayload(CatalogQuerySchema, params).ok).toBe(true);
  });

  it("stops at the endpoint's deepest page", () => {
    expect(PAGE_MAX).toBe(CATALOG_PAGE_MAX);
  });
});

describe('listingQuery', () => {
  it("is the catalog endpoint's query for the listing, page included", () => {
    expect(listingQuery(read(''))).toEqual(ALL_PRODUCTS);
    expect(listingQuery(read('?q=lamp&category=furniture&maxPrice=500&rating=4&sort=price-low&page=3'))).toEqual({
      q: 'lamp',
      category: 'furniture',
      minPrice: null,
      maxPrice: 500,
      rating: 4,
      sort: 'price-low',
      page: 3,
    });
  });
});

describe('changeListing', () => {
  it('sets a filter and returns to page 1', () => {
    const next = changeListing(new URLSearchParams('q=lamp&page=4'), { minRating: 3 });
    expect(next.toString()).toBe('q=lamp&rating=3');
  });

  it('drops defaults from the URL', () => {
    const next = changeListing(new URLSearchParams('q=lamp&sort=rating&category=tops'), { query: '', sort: 'featured', category: null });
    expect(next.toString()).toBe('');
  });
});

it('moves between pages, page 1 being the bare URL', () => {
  expect(withPage(new URLSearchParams('q=lamp'), 2).toString()).toBe('q=lamp&page=2');
  expect(withPage(new URLSearchParams('q=lamp&page=2'), 1).toString()).toBe('q=lamp');
});

it('re-filters for a filter or sort change, not for a page change or the query’s case', () => {
  expect(filterKey(read('?q=Lamp&page=2'))).toBe(filterKey(read('?q=lamp')));
  expect(filterKey(read('?q=lamp&sort=rating'))).not.toBe(filterKey(read('?q=lamp')));
  expect(filterKey(read('?minPrice=10'))).not.toBe(filterKey(read('')));
});
