import { QUANTITY_MAX, QUANTITY_MIN } from '../constants';
import { clampQuantity } from './quantity';

describe('clampQuantity', () => {
  it('keeps quantities from 1 to 10', () => {
    for (let q = 1; q <= 10; q++) expect(clampQuantity(q)).toBe(q);
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 10]);
  });

  it('raises anything below 1 to 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
  });

  it('lowers anything above 10 to 10', () => {
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(1000)).toBe(10);
  });

  it('drops fractions and turns non-numbers into 1', () => {
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toBe(1);
  });
});
