import type { Product } from 'shared-contracts';
import { sampleProduct } from '../harness/sample-product';
import {
  categoryLabel,
  filterProducts,
  matchesSearch,
  NO_FILTERS,
  pageCount,
  pageNumbers,
  pageOf,
  priceCeiling,
  sortProducts,
} from './listing-rules';

const product = (id: number, extra: Partial<Product> = {}) => sampleProduct(id, { price: 100 * id, ...extra });

const ids = (list: Product[]) => list.map((p) => p.id);

describe('search (SPEC §5)', () => {
  const watch = product(1, { name: 'Aurora Steel Watch', category: 'mens-watches', price: 1299.99, discountPrice: 1105 });

  it('matches the name, ignoring case', () => {
    expect(matchesSearch(watch, 'steel WATCH')).toBe(true);
    expect(matchesSearch(watch, 'gold')).toBe(false);
  });

  it('matches the category, the price text and the discount price text', () => {
    expect(matchesSearch(watch, 'MENS-')).toBe(true);
    expect(matchesSearch(watch, '1299.99')).toBe(true);
    expect(matchesSearch(watch, '1105')).toBe(true);
  });

  it('treats a blank query as no search', () => {
    expect(matchesSearch(watch, '   ')).toBe(true);
  });
});

describe('filterProducts', () => {
  const list = [
    product(1, { rating: 4.6, category: 'tops' }),
    product(2, { rating: 3.9, category: 'laptops', price: 900, discountPrice: 450 }),
    product(3, { rating: 1, category: 'tops' }),
    product(4, { rating: 4, category: 'laptops' }),
  ];

  it('keeps everything without filters', () => {
    expect(ids(filterProducts(list, NO_FILTERS))).toEqual(['1', '2', '3', '4']);
  });

  it('keeps products rated at or above the chosen rating', () => {
    expect(ids(filterProducts(list, { ...NO_FILTERS, minRating: 4 }))).toEqual(['1', '4']);
  });

  it('keeps one category', () => {
    expect(ids(filterProducts(list, { ...NO_FILTERS, category: 'laptops' }))).toEqual(['2', '4']);
  });

  it('keeps prices between the range bounds, inclusive, on the price the shopper pays', () => {
    expect(ids(filterProducts(list, { ...NO_FILTERS, minPrice: 150, maxPrice: 450 }))).toEqual(['2', '3', '4']);
    expect(ids(filterProducts(list, { ...NO_FILTERS, maxPrice: 99 }))).toEqual([]);
  });

  it('combines search with the other filters', () => {
    expect(ids(filterProducts(list, { ...NO_FILTERS, query: 'item', category: 'tops', minRating: 2 }))).toEqual(['1']);
  });
});

describe('sortProducts', () => {
  const list = [
    product(1, { price: 300, rating: 2 }),
    product(2, { price: 500, discountPrice: 100, rating: 5, isFeatured: true }),
    product(3, { price: 200, rating: 4 }),
    product(4, { price: 400, rating: 4.5, isFeatured: true }),
  ];

  it('puts featured products first, each group in catalog order', () => {
    expect(ids(sortProducts(list, 'featured'))).toEqual(['2', '4', '1', '3']);
  });

  it('sorts by the price the shopper pays, both ways', () => {
    expect(ids(sortProducts(list, 'price-low'))).toEqual(['2', '3', '1', '4']);
    expect(ids(sortProducts(list, 'price-high'))).toEqual(['4', '1', '3', '2']);
  });

  it('sorts by rating, best first, and newest by the highest id', () => {
    expect(ids(sortProducts(list, 'rating'))).toEqual(['2', '4', '3', '1']);
    expect(ids(sortProducts(list, 'newest'))).toEqual(['4', '3', '2', '1']);
  });

  it('orders Best match by how well each matched, higher first, ties in catalog order; featured not considered', () => {
    const words: Record<string, number> = { '1': 1, '2': 0, '3': 2, '4': 1 };
    expect(ids(sortProducts(list, 'relevance', (p) => words[p.id]!))).toEqual(['3', '1', '4', '2']);
    expect(ids(sortProducts(list, 'relevance'))).toEqual(['1', '2', '3', '4']);
  });

  it('leaves the list it was given alone', () => {
    sortProducts(list, 'price-high');
    expect(ids(list)).toEqual(['1', '2', '3', '4']);
  });
});

describe('pages of 12 (SPEC §9)', () => {
  const list = Array.from({ length: 30 }, (_, i) => i + 1);

  it('counts pages, at least one', () => {
    expect(pageCount(30)).toBe(3);
    expect(pageCount(24)).toBe(2);
    expect(pageCount(0)).toBe(1);
  });

  it('slices a page and clamps a page out of range', () => {
    expect(pageOf(list, 1)).toEqual(list.slice(0, 12));
    expect(pageOf(list, 3)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageOf(list, 9)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageOf(list, 0)).toEqual(list.slice(0, 12));
    expect(pageOf(list, Number.NaN)).toEqual(list.slice(0, 12));
  });
});

describe('pageNumbers', () => {
  it('shows every page up to five', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most five numbers with the first and last always, gaps as ellipses', () => {
    expect(pageNumbers(1, 17)).toEqual([1, 2, 3, 4, 'ellipsis', 17]);
    expect(pageNumbers(9, 17)).toEqual([1, 'ellipsis', 8, 9, 10, 'ellipsis', 17]);
    expect(pageNumbers(17, 17)).toEqual([1, 'ellipsis', 14, 15, 16, 17]);
    expect(pageNumbers(3, 6)).toEqual([1, 2, 3, 4, 'ellipsis', 6]);
  });

  it('always includes the current page', () => {
    for (let total = 1; total <= 30; total++)
      for (let current = 1; current <= total; current++) {
        const items = pageNumbers(current, total);
        expect(items).toContain(current);
        expect(items.filter((i) => i !== 'ellipsis').length).toBeLessThanOrEqual(5);
      }
  });
});

describe('priceCeiling', () => {
  it('keeps the spec’s 1000 for a catalog priced under it, or with nothing to price', () => {
    expect(priceCeiling(999.99)).toBe(1000);
    expect(priceCeiling(0)).toBe(1000);
  });

  it('spans the dearest product so the default range hides nothing', () => {
    expect(priceCeiling(36999.99)).toBe(37000);
    expect(priceCeiling(1249.5)).toBe(1300);
  });
});

it('labels a category slug in title case', () => {
  expect(categoryLabel('home-decoration')).toBe('Home Decoration');
  expect(categoryLabel('tops')).toBe('Tops');
});
