import type { Product } from 'shared-contracts';
import { sampleProduct } from '../harness/sample-product';
import { countCategories, topBrands } from './count-categories';

const product = (id: number, extra: Partial<Product> = {}) => sampleProduct(id, { image: `https://img.test/${id}.svg`, ...extra });

const names = (list: { name: string }[]) => list.map((s) => s.name);

describe('countCategories (SPEC §3 Category summary)', () => {
  const catalog = [
    product(1, { category: 'laptops', price: 1000, brand: 'Apple' }),
    product(2, { category: 'beauty', price: 10 }),
    product(3, { category: 'laptops', price: 2000, discountPrice: 1500, brand: 'Dell' }),
    product(4, { category: 'laptops', price: 301, brand: 'Apple' }),
  ];

  it('makes one summary per category, in the order the catalog first names them, with its count', () => {
    const summaries = countCategories(catalog);
    expect(names(summaries)).toEqual(['laptops', 'beauty']);
    expect(summaries[0]!.count).toBe(3);
    expect(summaries[1]!.count).toBe(1);
  });

  it("takes the first product's image", () => {
    expect(countCategories(catalog)[0]!.image).toBe('https://img.test/1.svg');
  });

  it('skips a first product without a picture rather than showing none', () => {
    const [summary] = countCategories([product(1, { image: '' }), product(2), product(3)]);
    expect(summary!.image).toBe('https://img.test/2.svg');
    expect(countCategories([product(1, { image: '' })])[0]!.image).toBe('');
  });

  it('averages the price the shopper pays (the discount price when set), to whole naira', () => {
    // (1000 + 1500 + 301) / 3 = 933.67
    expect(countCategories(catalog)[0]!.averagePrice).toBe(934);
    expect(countCategories(catalog)[1]!.averagePrice).toBe(10);
  });

  it('gives nothing for an empty catalog', () => {
    expect(countCategories([])).toEqual([]);
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
    const [summary] = countCategories(branded(['B', 'A', 'C', 'D', 'D']));
    expect(summary!.topBrands).toEqual(['D', 'A', 'B']);
  });
});
