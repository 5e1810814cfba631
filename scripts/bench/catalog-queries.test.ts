import { CatalogQuerySchema, catalogQueryInput, parsePayload } from '../../shared-contracts/src/schemas';
import { loopbackBase, queryMix, searchKinds, searchWord } from './catalog-queries';

describe('queryMix', () => {
  const mix = queryMix({ category: 'home & kitchen', word: 'dial' });

  it('asks the first page, a category, a search, page 2, a price band and each other sort', () => {
    expect(mix.map((q) => q.path)).toEqual([
      '/products',
      '/products?category=home+%26+kitchen',
      '/products?q=dial',
      '/products?page=2',
      '/products?minPrice=5000&maxPrice=50000',
      '/products?sort=price-low',
      '/products?sort=price-high',
      '/products?sort=rating',
      '/products?sort=newest',
    ]);
  });

  it('writes only queries the catalog endpoint accepts', () => {
    for (const { path } of mix) {
      const input = catalogQueryInput(new URL(path, 'http://127.0.0.1').searchParams);
      expect(parsePayload(CatalogQuerySchema, input).ok).toBe(true);
    }
  });
});

describe('searchKinds', () => {
  it('times a word, the word with one typo, its first three letters and their suggestions', () => {
    expect(searchKinds('leather')).toEqual([
      { name: 'plain', path: '/products?q=leather' },
      { name: 'typo', path: '/products?q=laether' },
      { name: 'prefix', path: '/products?q=lea' },
      { name: 'suggestion', path: '/suggest?q=lea' },
    ]);
  });
});

describe('searchWord', () => {
  it('takes a longer word when asked (a typo is forgiven from five letters)', () => {
    expect(searchWord(['Blue Dial Shirt', 'Blue Shirt', 'Blue Cap'], 5)).toBe('shirt');
  });

  it('picks the word of four letters or more in the most titles, counting a title once', () => {
    expect(searchWord(['Quartz Dial Watch', 'Dial Dial Clock', 'Blue Dial Shirt', 'Blue Shirt', 'Blue Cap'])).toBe('blue');
    expect(searchWord(['Quartz Dial Watch', 'Dial Clock', 'Blue Dial Shirt', 'Blue Shirt'])).toBe('dial');
  });

  it('breaks a tie alphabetically, and ignores short words', () => {
    expect(searchWord(['Red Sofa Lamp', 'Red Lamp Sofa', 'Red Cup'])).toBe('lamp');
  });

  it('refuses titles with nothing to search for', () => {
    expect(() => searchWord(['A Cup', 'Red'])).toThrow(/four letters/);
  });
});

describe('loopbackBase', () => {
  it('keeps a loopback http URL, without its trailing slash', () => {
    expect(loopbackBase('http://127.0.0.1:3594/demo-storefront/us-central1/catalog/')).toBe('http://127.0.0.1:3594/demo-storefront/us-central1/catalog');
    expect(loopbackBase('http://localhost:3400')).toBe('http://localhost:3400');
  });

  it('refuses anything off this machine', () => {
    expect(() => loopbackBase('https://shop.example.com/api/catalog')).toThrow(/only this machine/);
    expect(() => loopbackBase('http://10.0.0.2:3594/catalog')).toThrow(/only this machine/);
  });
});
