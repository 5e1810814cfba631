import { percentile, percentiles } from './percentiles';

describe('percentile', () => {
  it('takes the nearest rank: a time that was measured, never one between two', () => {
    const values = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
    expect(percentile([1.5, 2.5], 50)).toBe(1.5);
  });

  it('reads one value as every percentile, and none as NaN', () => {
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it('does not reorder the values it was given', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('percentiles', () => {
  it('gives p50, p95 and p99 of 200 times with their count', () => {
    const times = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(percentiles(times)).toEqual({ count: 200, p50: 100, p95: 190, p99: 198 });
  });
});
