import type { Product } from 'shared-contracts';
import { sampleProduct } from '../harness/sample-product';
import type { CategorySummary } from './category-summary';
import { filterCategories, isCategorySort, sortCategories, summarizeCategories, topBrands, } from './category-rules';

const product = (id: number, extra: Partial<Product> = {}) => sampleProduct(id, { image: `https://img.test/${id}.svg`, ...extra });

const names = (list: CategorySummary[]) => list.map((s) => s.name);

describe('summarizeCategories (SPEC §3 Category summary)', () => {
  const catalog = [
    product(1, { category: 'laptops', price: 1000, brand: 'Apple' }),
    product(2, { category: 'beauty', price: 10 }),
    product(3, { category: 'laptops', price: 2000, discountPrice: 1500, brand: 'Dell' }),
    product(4, { category: 'laptops', price: 301, brand: 'Apple' }),
  ];

  it('makes one summary per category, in the order the catalog first names them, with its count', () => {
    const summaries = summarizeCategories(catalog);
    expect(names(summaries)).toEqual(['laptops', 'beauty']);
    expect(summaries[0]!.count).toBe(3);
    expect(summaries[1]!.count).toBe(1);
  });

  it("takes the first product's image", () => {
    expect(summarizeCategories(catalog)[0]!.image).toBe('https://img.test/1.svg');
  });

  it('skips a first product without a picture rather than showing none', () => {
    const [summary] = summarizeCategories([product(1, { image: '' }), product(2), product(3)]);
    expect(summary!.image).toBe('https://img.test/2.svg');
    expect(summarizeCategories([product(1, { image: '' })])[0]!.image).toBe('');
  });

  it('averages the price the shopper pays (the discount price when set), to whole naira', () => {
    // (1000 + 1500 + 301) / 3 = 933.67
    expect(summarizeCategories(catalog)[0]!.averagePrice).toBe(934);
    expect(summarizeCategories(catalog)[1]!.averagePrice).toBe(10);
  });

  it('asks for each description by slug', () => {
    const describe = jest.fn((slug: string) => `All about ${slug}`);
    const summaries = summarizeCategories(catalog, describe);
    expect(summaries.map((s) => s.description)).toEqual(['All about laptops', 'All about beauty']);
    expect(describe).toHaveBeenCalledTimes(2);
  });

  it('gives nothing for an empty catalog', () => {
    expect(summarizeCategories([])).toEqual([]);
  });
});

describe('topBrands', () => {
  const branded = (brands: (string | undefined)[]) => brands.map((brand, i) => product(i, brand === undefined ? {} : { brand }));

  it('keeps the three most frequent brands, most frequent first', () => {
    expect(topBrands(branded(['Dell', 'Apple', 'Dell', 'Asus', 'Lenovo', 'Lenovo', 'Dell', 'Lenovo', 'Asus']))).toEqual([
      'Dell',
      'Lenovo',
      'Asus',
    ]);
  });

  it('breaks ties alphabetically, ignoring case', () => {
    expect(topBrands(branded(['zara', 'Dell', 'apple', 'Zara', 'Dell', 'apple', 'Zara', 'Dell', 'apple', 'Bose']))).toEqual([
      'apple',
      'Dell',
      'Zara',
    ]);
  });

  it('ignores products without a brand or with a blank one', () => {
    expect(topBrands(branded([undefined, '  ', undefined, 'Nike', ' Nike ']))).toEqual(['Nike']);
    expect(topBrands(branded([undefined, '']))).toEqual([]);
  });

  it('is what the summary carries', () => {
    const [summary] = summarizeCategories(branded(['B', 'A', 'C', 'D', 'D']));
    expect(summary!.topBrands).toEqual(['D', 'A', 'B']);
  });
});

describe('sortCategories', () => {
  const summary = (name: string, count: number, averagePrice: number): CategorySummary => ({
    name,
    count,
    averagePrice,
    image: '',
    description: '',
    topBrands: [],
  });
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
  const list = summarizeCategories([
    product(1, { category: 'home-decoration' }),
    product(2, { category: 'mens-watches' }),
    product(3, { category: 'womens-watches' }),
  ]);

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
