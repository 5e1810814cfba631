import { prefixTypoDistance, typoDistance } from './typo-distance';
import { queryWords, typosAllowed } from './query-words';

describe('typoDistance', () => {
  it('counts a letter added, dropped, changed or two neighbours swapped as one typo', () => {
    expect(typoDistance('lipstik', 'lipstick', 2)).toBe(1);
    expect(typoDistance('macbok', 'macbook', 2)).toBe(1);
    expect(typoDistance('sneekers', 'sneakers', 2)).toBe(1);
    expect(typoDistance('ipohne', 'iphone', 2)).toBe(1);
    expect(typoDistance('earings', 'earrings', 2)).toBe(1);
    expect(typoDistance('moisturiser', 'moisturizer', 2)).toBe(1);
    expect(typoDistance('lipstick', 'lipstick', 2)).toBe(0);
  });

  it('stops at max + 1 once the words are further apart', () => {
    expect(typoDistance('mcbok', 'macbook', 1)).toBe(2);
    expect(typoDistance('chair', 'sofa', 2)).toBe(3);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('measures a typed start against the closest start of a word', () => {
    expect(prefixTypoDistance('macbo', 'macbook', 1)).toBe(0);
    expect(prefixTypoDistance('mavbo', 'macbook', 1)).toBe(1);
    expect(prefixTypoDistance('lapotp', 'laptops', 1)).toBe(1);
    expect(prefixTypoDistance('zzzzz', 'laptops', 1)).toBe(2);
  });
});

describe('queryWords', () => {
  it('lowers case, drops accents and splits at anything but letters and digits', () => {
    expect(queryWords('Café  T-Shirts, iPhone_13!')).toEqual(['cafe', 't', 'shirts', 'iphone', '13']);
    expect(queryWords('  ')).toEqual([]);
  });

  it('keeps at most 8 words', () => {
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('allows no typo under 5 letters, one from 5, two from 9, none in a number', () => {
    expect([typosAllowed('lamp'), typosAllowed('chair'), typosAllowed('sneakers'), typosAllowed('moisturiser'), typosAllowed('123456')]).toEqual([0, 1, 1, 2, 0]);
  });
});
