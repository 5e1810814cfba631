/**
 * The number of typos between two words, or `max + 1` once it is sure to be more than `max`: one typo is
 * a letter added, dropped or changed, or two neighbours swapped (the optimal string alignment distance,
 * as shoppers' typos are counted by Meilisearch and Typesense).
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** The typos between a typed start of a word and the closest start of `word` (the last word, typed so far). */
export function prefixTypoDistance(typed: string, word: string, max: number): number {
  let best = max + 1;
  for (let length = Math.max(1, typed.length - max); length <= Math.min(word.length, typed.length + max); length++) {
    best = Math.min(best, typoDistance(typed, word.slice(0, length), max));
  }
  return best;
}
