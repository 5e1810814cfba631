import type { CategorySummary } from './category-summary';
import { filterCategories, isCategorySort, sortCategories } from './category-rules';

const names = (list: CategorySummary[]) => list.map((s) => s.name);

const summary = (name: string, count: number, averagePrice: number): CategorySummary => ({
  name,
  count,
  averagePrice,
  image: '',
  description: '',
  topBrands: [],
});

describe('sortCategories', () => {
  const list = [summary('tops', 5, 40), summary('beauty', 5, 900), summary('laptops', 12, 1500), summary('groceries', 27, 40)];

  it('orders names A to Z', () => {
    expect(names(sortCategories(list, 'name'))).toEqual(['beauty', 'groceries', 'laptops', 'tops']);
  });

  it('orders counts highest first, equal counts by name', () => {
    expect(names(sortCategories(list, 'count'))).toEqual(['groceries', 'laptops', 'beauty', 'tops']);
  });

  it('orders average prices highest first, equal prices by name', () => {
    expect(names(sortCategories(list, 'averagePrice'))).toEqual(['laptops', 'beauty', 'groceries', 'tops']);
  });

  it('leaves the given list alone', () => {
    sortCategories(list, 'name');
    expect(names(list)).toEqual(['tops', 'beauty', 'laptops', 'groceries']);
  });

  it('knows its sort values and nothing else', () => {
    expect(['name', 'count', 'averagePrice'].every(isCategorySort)).toBe(true);
    expect(isCategorySort('price')).toBe(false);
    expect(isCategorySort(null)).toBe(false);
  });
});

describe('filterCategories', () => {
  const list = ['home-decoration', 'mens-watches', 'womens-watches'].map((name, i) => summary(name, i + 1, 1_000));

  it('matches the label or the slug, ignoring case', () => {
    expect(names(filterCategories(list, 'WATCH'))).toEqual(['mens-watches', 'womens-watches']);
    expect(names(filterCategories(list, 'home dec'))).toEqual(['home-decoration']);
    expect(names(filterCategories(list, 'home-dec'))).toEqual(['home-decoration']);
  });

  it('keeps every category for a blank query and none for a miss', () => {
    expect(filterCategories(list, '  ')).toHaveLength(3);
    expect(filterCategories(list, 'garden')).toEqual([]);
  });
});
