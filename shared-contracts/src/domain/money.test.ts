import { formatNaira, nairaToKobo } from './money';

describe('formatNaira', () => {
  it('shows naira with the sign, grouping and no decimals', () => {
    expect(formatNaira(1599)).toBe('₦1,599');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(1234567.6)).toBe('₦1,234,568');
  });
});

describe('nairaToKobo', () => {
  it('multiplies by 100 and gives an integer', () => {
    expect(nairaToKobo(1599)).toBe(159900);
    expect(nairaToKobo(10.015)).toBe(1002);
    expect(Number.isInteger(nairaToKobo(0.1 + 0.2))).toBe(true);
  });
});
