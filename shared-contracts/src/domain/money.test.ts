import { formatNaira, toKobo } from './money';

describe('formatNaira', () => {
  it('shows naira with the sign, grouping and no decimals', () => {
    expect(formatNaira(1599)).toBe('₦1,599');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(1234567.6)).toBe('₦1,234,568');
  });
});

describe('toKobo', () => {
  it('multiplies by 100 and gives an integer', () => {
    expect(toKobo(1599)).toBe(159900);
    expect(toKobo(10.015)).toBe(1002);
    expect(Number.isInteger(toKobo(0.1 + 0.2))).toBe(true);
  });

  it('rounds the decimal amount written, half away from zero, not its floating-point neighbour', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point.
    expect(toKobo(1.005)).toBe(101);
    expect(toKobo(2.675)).toBe(268);
    expect(toKobo(-1.005)).toBe(-101);
    expect(toKobo(1e-7)).toBe(0);
  });

  it('refuses what is not an amount of money', () => {
    for (const bad of [Number.NaN, Infinity, 1e20]) expect(() => toKobo(bad)).toThrow(RangeError);
  });
});
