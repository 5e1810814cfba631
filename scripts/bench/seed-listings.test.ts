import { ITEM_CATEGORIES } from '../../shared-contracts/src/constants';
import { ListingInputSchema, parsePayload } from '../../shared-contracts/src/schemas';
import { listingInput } from './seed-listings';

describe('listingInput', () => {
  const inputs = Array.from({ length: 2000 }, (_, n) => listingInput(n));

  it('is a payload the server accepts, as it will be sent', () => {
    for (const n of [0, 1, 9, 109, 1999]) {
      const parsed = parsePayload(ListingInputSchema, JSON.parse(JSON.stringify(inputs[n])));
      expect(parsed).toEqual({ ok: true, value: inputs[n] });
    }
  });

  it('names every listing differently, so no two race for a slug', () => {
    expect(new Set(inputs.map((i) => i.name.toLowerCase())).size).toBe(inputs.length);
  });

  it('spreads the listings over every category and prices from hundreds to hundreds of thousands of naira', () => {
    expect(new Set(inputs.map((i) => i.category))).toEqual(new Set(ITEM_CATEGORIES));
    const prices = inputs.map((i) => i.price);
    expect(Math.min(...prices)).toBe(500);
    expect(Math.max(...prices)).toBeGreaterThan(400_000);
    expect(prices.filter((p) => p >= 5_000 && p <= 50_000).length).toBeGreaterThan(500);
  });
});
