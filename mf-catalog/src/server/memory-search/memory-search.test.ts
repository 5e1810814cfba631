import { testProduct } from '../../testing/catalog-fixture';
import { findsWord, singular } from './finds-word';
import { searchProducts } from './memory-search';
import { queryWords, wordsOf } from './search-words';

describe('words as the server spells them', () => {
  it('lowers case, drops accents and splits at anything not a letter or a digit', () => {
    expect(wordsOf('Café T-Shirts_2').map((w) => w.word)).toEqual(['cafe', 't', 'shirts', '2']);
    expect(wordsOf('home-decoration').map((w) => w.word)).toEqual(['home', 'decoration']);
  });

  it('says where each word stands, in UTF-16 offsets, a decomposed accent kept with its letter', () => {
    expect(wordsOf('🎁 Cafe\u0301 Gift')).toEqual([
      { word: 'cafe', start: 3, end: 8 },
      { word: 'gift', start: 9, end: 13 },
    ]);
  });

  it('leaves out stop words, and only the last word may be the start of another', () => {
    expect(queryWords('the lamp for desk')).toEqual([
      { word: 'lamp', prefix: false },
      { word: 'desk', prefix: true },
    ]);
    expect(queryWords('desk for it')).toEqual([{ word: 'desk', prefix: false }]);
    expect(queryWords('%%')).toEqual([]);
  });
});

describe('a word found', () => {
  it.each([
    ['earrings', 'earring'],
    ['watches', 'watch'],
    ['strawberries', 'strawberry'],
    ['glasses', 'glass'],
    ['boxes', 'box'],
    ['shoes', 'shoe'],
  ])('as a plural or singular: %s and %s', (plural, one) => {
    expect(singular(plural)).toBe(one);
    expect(findsWord({ word: plural, prefix: false }, one)).toBe(true);
    expect(findsWord({ word: one, prefix: false }, plural)).toBe(true);
  });

  it('keeps words that only end in s', () => {
    expect(['glass', 'dress', 'cactus', 'iris', 'gas'].map(singular)).toEqual(['glass', 'dress', 'cactus', 'iris', 'gas']);
  });

  it('as the start of a word only for the last word of the query', () => {
    expect(findsWord({ word: 'mac', prefix: true }, 'macbook')).toBe(true);
    expect(findsWord({ word: 'mac', prefix: false }, 'macbook')).toBe(false);
    expect(findsWord({ word: 'lamp', prefix: true }, 'desk')).toBe(false);
  });
});

describe('searchProducts', () => {
  const lamp = testProduct(1, { name: 'Walnut Desk Lamp', category: 'home-decoration', brand: 'Lumen' });
  const desk = testProduct(2, { name: 'Oak Desk', category: 'furniture' });
  const chair = testProduct(3, { name: 'Café Chair', category: 'furniture', description: 'Seats one at a desk.' });
  const catalog = [lamp, desk, chair];
  const everything = () => true;

  it('finds a product when each word finds a word of its name, brand, category or description', () => {
    expect(searchProducts(catalog, 'lumen lamps', everything).found).toEqual([lamp]);
    expect(searchProducts(catalog, 'home decor', everything).found).toEqual([lamp]);
    expect(searchProducts(catalog, 'desk', everything).found).toEqual(catalog);
    expect(searchProducts(catalog, 'cafe', everything).matched).toBe('all');
  });

  it('finds the products with the most words, only when no product the filters keep has them all', () => {
    const partly = searchProducts(catalog, 'walnut desk chair', everything);
    expect(partly).toMatchObject({ found: [lamp, chair], matched: 'some' });
    expect(searchProducts(catalog, 'oak desk', everything)).toMatchObject({ found: [desk], matched: 'all' });
    // As the server: the most words among all products; when the filters keep none of them, nothing (in full).
    expect(searchProducts(catalog, 'oak desk', (p) => p.category !== 'furniture')).toMatchObject({ found: [desk], matched: 'all' });
  });

  it('orders Best match by the words its name holds, and marks them', () => {
    const search = searchProducts(catalog, 'desk', everything);
    // The chair's description has the word; its name does not.
    expect(search.found.map(search.bestMatch)).toEqual([1, 1, 0]);
    expect(catalog.map(search.marks)).toEqual([[[7, 11]], [[4, 8]], []]);
    expect(searchProducts(catalog, 'cafe', everything).marks(chair)).toEqual([[0, 4]]);
  });
});
