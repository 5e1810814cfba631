// The bench's flags for the catalog at scale, read and checked in one place: a mistyped number stops the
// bench before it builds anything, not half an hour in.

export interface ScaleOptions {
  /** The large store's catalog products (the second stack's CATALOG_COUNT). */
  products: number;
  /** Sellers' listings seeded on top of them. */
  listings: number;
  loadSeconds: number;
  loadVisitors: number;
}

export const SCALE_DEFAULTS: ScaleOptions = { products: 100_000, listings: 10_000, loadSeconds: 30, loadVisitors: 50 };

const FLAGS: Record<string, keyof ScaleOptions> = {
  '--scale-products': 'products',
  '--scale-listings': 'listings',
  '--load-seconds': 'loadSeconds',
  '--load-visitors': 'loadVisitors',
};

/** A whole number of at least `min` after `flag`, or a one-line error naming it. */
export function countFlag(args: readonly string[], flag: string, min = 1): number | undefined {
  const at = args.indexOf(flag);
  if (at < 0) return undefined;
  const text = args[at + 1] ?? '';
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < min) throw new Error(`${flag} needs a whole number of at least ${min}, not '${text}'`);
  return value;
}

/** The section's options from the bench's arguments; null with `--no-scale`. */
export function scaleOptions(args: readonly string[]): ScaleOptions | null {
  const options = { ...SCALE_DEFAULTS };
  for (const [flag, key] of Object.entries(FLAGS)) options[key] = countFlag(args, flag, key === 'listings' ? 0 : 1) ?? options[key];
  return args.includes('--no-scale') ? null : options;
}
