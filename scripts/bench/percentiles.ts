// Percentiles of measured times, the way the bench reports them: nearest rank, so every figure printed is
// a time that was actually measured (no interpolation between two requests).

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The nearest-rank percentile `p` (0-100] of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** p50, p95 and p99 of `values`, and how many there were. */
export function percentiles(values: readonly number[]): Percentiles {
  return { count: values.length, p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) };
}
