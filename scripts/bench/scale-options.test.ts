import { countFlag, SCALE_DEFAULTS, scaleOptions } from './scale-options';

describe('scaleOptions', () => {
  it('measures 100,000 products, 10,000 listings and 50 visitors for 30 s by default', () => {
    expect(scaleOptions([])).toEqual({ products: 100_000, listings: 10_000, loadSeconds: 30, loadVisitors: 50 });
    expect(scaleOptions(['--no-lighthouse', '--runs', '1'])).toEqual(SCALE_DEFAULTS);
  });

  it('takes each flag', () => {
    expect(scaleOptions(['--scale-products', '5000', '--scale-listings', '0', '--load-seconds', '10', '--load-visitors', '8'])).toEqual({
      products: 5000,
      listings: 0,
      loadSeconds: 10,
      loadVisitors: 8,
    });
  });

  it('is off with --no-scale, and still checks the numbers', () => {
    expect(scaleOptions(['--no-scale'])).toBeNull();
    expect(() => scaleOptions(['--no-scale', '--load-seconds', 'x'])).toThrow("--load-seconds needs a whole number of at least 1, not 'x'");
  });
});

describe('countFlag', () => {
  it('refuses what is not a whole number of at least its minimum, or missing', () => {
    expect(countFlag(['--products', '1000'], '--products')).toBe(1000);
    expect(countFlag([], '--products')).toBeUndefined();
    for (const bad of ['0', '-5', '1.5', '1e5', '']) expect(() => countFlag(['--products', bad], '--products')).toThrow(/whole number/);
    expect(() => countFlag(['--products'], '--products')).toThrow(/not ''/);
  });
});
