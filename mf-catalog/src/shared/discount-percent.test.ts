import { discountPercent } from './discount-percent';

describe('discountPercent', () => {
  it('is round((price - discountPrice) / price x 100)', () => {
    expect(discountPercent({ price: 1000, discountPrice: 800 })).toBe(20);
    // 1 - 2/3 = 33.33... -> 33
    expect(discountPercent({ price: 300, discountPrice: 200 })).toBe(33);
    // 66.67 rounds up
    expect(discountPercent({ price: 3, discountPrice: 1 })).toBe(67);
    // 12.5 % rounds half up
    expect(discountPercent({ price: 800, discountPrice: 700 })).toBe(13);
  });

  it('is 100 for a discount price of 0 and 0 for a discount equal to the price', () => {
    expect(discountPercent({ price: 1000, discountPrice: 0 })).toBe(100);
    expect(discountPercent({ price: 1000, discountPrice: 1000 })).toBe(0);
  });

  it('is null without a discount price', () => {
    expect(discountPercent({ price: 1000 })).toBeNull();
    expect(discountPercent({ price: 1000, discountPrice: null })).toBeNull();
  });

  it('is null for a price of 0 rather than dividing by zero', () => {
    expect(discountPercent({ price: 0, discountPrice: 0 })).toBeNull();
  });
});
