import { ALL_PRODUCTS } from 'shared-contracts/core';
import { CATALOG_PAGE_MAX, CatalogQuerySchema, catalogQueryInput, parsePayload } from 'shared-contracts/schemas';
import { catalogQueryString } from '../server/catalog-query-string';
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

  it('sorts a search by Best match unless the URL asks for another sort, and without a search Best match is Featured', () => {
    expect(read('?q=lamp').sort).toBe('relevance');
    expect(read('?q=lamp&sort=relevance').sort).toBe('relevance');
    expect(read('?q=lamp&sort=cheapest').sort).toBe('relevance');
    expect(read('?q=lamp&sort=featured').sort).toBe('featured');
    expect(read('?q=lamp&sort=price-low').sort).toBe('price-low');
    expect(read('?q=%20%20&sort=relevance').sort).toBe('featured');
    expect(read('?sort=relevance')).toEqual(read(''));
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
  it('asks for Best match while searching, a default the endpoint’s URL leaves out', () => {
    const query = listingQuery(read('?q=lamp'));
    expect(query).toEqual({ ...ALL_PRODUCTS, q: 'lamp', sort: 'relevance' });
    expect(catalogQueryString(query)).toBe('?q=lamp');
    expect(catalogQueryString(listingQuery(read('?q=lamp&sort=featured')))).toBe('?q=lamp&sort=featured');
  });

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

  const change = (search: string, c: Parameters<typeof changeListing>[1]) => changeListing(new URLSearchParams(search), c).toString();

  it('leaves Best match out of the URL while searching, and writes Featured then', () => {
    expect(change('q=lamp&sort=price-low', { sort: 'relevance' })).toBe('q=lamp');
    expect(change('q=lamp', { sort: 'featured' })).toBe('q=lamp&sort=featured');
    expect(change('', { sort: 'featured' })).toBe('');
  });

  it('takes the sort’s default from the search the URL will have', () => {
    // A search cleared leaves no Featured, nor a Best match from a link, behind.
    expect(change('q=lamp&sort=featured', { query: '' })).toBe('');
    expect(change('q=lamp&sort=relevance&category=tops', { query: '' })).toBe('category=tops');
    // A search and Featured chosen in one change: Featured is not the default then.
    expect(change('', { query: 'lamp', sort: 'featured' })).toBe('q=lamp&sort=featured');
    expect(change('q=lamp&sort=featured', { query: '', sort: 'relevance' })).toBe('');
  });

  it('keeps a sort the shopper chose through a new search, and through clearing it', () => {
    expect(change('sort=price-high', { query: 'lamp' })).toBe('sort=price-high&q=lamp');
    expect(change('q=lamp&sort=featured', { query: 'desk' })).toBe('q=desk&sort=featured');
    expect(change('q=lamp&sort=rating&page=3', { query: '' })).toBe('sort=rating');
  });

  it('reads back the sort it was given', () => {
    for (const [search, sort] of [
      ['q=lamp', 'relevance'],
      ['q=lamp', 'featured'],
      ['q=lamp', 'newest'],
      ['', 'featured'],
      ['', 'rating'],
    ] as const) {
      expect(readListing(changeListing(new URLSearchParams(search), { sort })).sort).toBe(sort);
    }
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
