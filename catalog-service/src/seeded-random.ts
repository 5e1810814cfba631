// Seeded randomness for the catalog generator: the same seed always gives the same catalog,
// so nothing here may touch Math.random or the clock.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** 32-bit FNV-1a hash of any mix of strings and numbers: turns (seed, salt) into a PRNG state. */
export function hash(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const char of parts.join('\u0001')) {
    h ^= char.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for test data. */
export function createRandom(...seedParts: (string | number)[]): Random {
  let state = hash(...seedParts);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int: Random['int'] = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick: Random['pick'] = (items) => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)]!;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    sample(items, count) {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        // Both indexes lie inside the copy.
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.max(0, count));
    },
  };
}
