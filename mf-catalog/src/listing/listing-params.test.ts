import { changeListing, filterKey, readListing, withPage } from './listing-params';

const read = (search: string) => readListing(new URLSearchParams(search));

describe('readListing', () => {
  it('gives the defaults for a bare listing URL', () => {
    expect(read('')).toEqual({
      filters: { query: '', category: null, minPrice: null, maxPrice: null, minRating: null },
      sort: 'featured',
      page: 1,
    });
  });

  it('reads search, category, price, rating, sort and page', () => {
    expect(read('?q=%20lamp%20&category=furniture&maxPrice=500&rating=4&sort=price-low&page=3')).toEqual({
      filters: { query: 'lamp', category: 'furniture', minPrice: null, maxPrice: 500, minRating: 4 },
      sort: 'price-low',
      page: 3,
    });
  });

  it('ignores values a shopper could have typed wrong', () => {
    expect(read('?maxPrice=abc&rating=7&sort=cheapest&page=-2')).toEqual(read(''));
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
});
