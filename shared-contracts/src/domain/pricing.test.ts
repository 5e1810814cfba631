import {
  catalogPrice,
  filledStars,
  isNewByStock,
  priceAfterDiscount,
  unitPrice,
} from './pricing';

describe('unitPrice', () => {
  it('is the discount price when one is set', () => {
    expect(unitPrice({ price: 5000, discountPrice: 4200 })).toBe(4200);
  });

  it('is the discount price even when that price is 0 (a free item is not full price)', () => {
    expect(unitPrice({ price: 5000, discountPrice: 0 })).toBe(0);
  });

  it('is the price when there is no discount', () => {
    expect(unitPrice({ price: 5000 })).toBe(5000);
    expect(unitPrice({ price: 5000, discountPrice: undefined })).toBe(5000);
    expect(unitPrice({ price: 5000, discountPrice: null })).toBe(5000);
  });

  it('is whole naira, as shown: a catalog price with kobo is rounded, so the total charged is the total shown', () => {
    expect(unitPrice({ price: 13.49 })).toBe(13);
    expect(unitPrice({ price: 20, discountPrice: 9.5 })).toBe(10);
  });
});

describe('priceAfterDiscount', () => {
  it('reduces the price by the percentage, to whole naira', () => {
    expect(priceAfterDiscount(1000, 20)).toBe(800);
    expect(priceAfterDiscount(999, 12.5)).toBe(874); // 874.125
    expect(priceAfterDiscount(4500, 10)).toBe(4050);
  });

  it('gives no discount price when the percentage is 0, negative or missing', () => {
    expect(priceAfterDiscount(1000, 0)).toBeUndefined();
    expect(priceAfterDiscount(1000, -5)).toBeUndefined();
    expect(priceAfterDiscount(1000, Number.NaN)).toBeUndefined();
  });

});

describe('filledStars', () => {
  it('is the floor of the rating', () => {
    expect(filledStars(4.99)).toBe(4);
    expect(filledStars(3)).toBe(3);
    expect(filledStars(0.5)).toBe(0);
  });

  it('stays within 0 to 5', () => {
    expect(filledStars(5)).toBe(5);
    expect(filledStars(7.2)).toBe(5);
    expect(filledStars(-1)).toBe(0);
  });
});

describe('isNewByStock', () => {
  it('is true only when stock is above 50', () => {
    expect(isNewByStock(51)).toBe(true);
    expect(isNewByStock(50)).toBe(false);
    expect(isNewByStock(0)).toBe(false);
  });
});

describe('catalogPrice', () => {
  it('keeps the price and adds the discounted price in whole naira when the discount lowers it', () => {
    expect(catalogPrice(9.99, 7.17)).toEqual({ price: 9.99, discountPrice: 9 });
    expect(catalogPrice(250000, 20)).toEqual({ price: 250000, discountPrice: 200000 });
  });

  it('has no discounted price without a discount, or when rounding would not lower the price', () => {
    expect(catalogPrice(4500)).toEqual({ price: 4500 });
    expect(catalogPrice(4500, 0)).toEqual({ price: 4500 });
    expect(catalogPrice(3, 0.5)).toEqual({ price: 3 });
  });
});
