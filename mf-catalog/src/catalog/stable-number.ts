/**
 * A number in [0, range) derived from a text (FNV-1a): what the spec draws at random
 * (review counts, featured) is instead the same for a product on every visit and in every test.
 */
export function stableNumber(text: string, range: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % range;
}
