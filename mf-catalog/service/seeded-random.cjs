// Seeded randomness for the catalog generator: the same seed always gives the same catalog,
// so nothing here may touch Math.random or the clock.

/**
 * @typedef {object} Random
 * @property {() => number} next            a float in [0, 1)
 * @property {(min: number, max: number) => number} int    an integer in [min, max]
 * @property {(min: number, max: number) => number} float  a float in [min, max)
 * @property {(probability: number) => boolean} chance
 * @property {<T>(items: readonly T[]) => T} pick
 * @property {<T>(items: readonly T[], count: number) => T[]} sample  distinct items, in random order
 */

/**
 * 32-bit FNV-1a hash of any mix of strings and numbers: turns (seed, salt) into a PRNG state.
 * @param {...(string | number)} parts
 * @returns {number}
 */
function hash(...parts) {
  let h = 0x811c9dc5;
  for (const char of parts.join('\u0001')) {
    h ^= char.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * mulberry32: tiny, fast and good enough for test data.
 * @param {...(string | number)} seedParts
 * @returns {Random}
 */
function createRandom(...seedParts) {
  let state = hash(...seedParts);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** @type {Random['int']} */
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  /** @type {Random['pick']} */
  const pick = (items) => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return /** @type {any} */ (items[Math.floor(next() * items.length)]);
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
        [copy[i], copy[j]] = [/** @type {any} */ (copy[j]), /** @type {any} */ (copy[i])];
      }
      return copy.slice(0, Math.max(0, count));
    },
  };
}

module.exports = { createRandom, hash };
