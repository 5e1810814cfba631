import { LISTING_FILTER_DELAY_MS, SKELETON_COUNT } from './product-list-constants';

describe('SPEC §9 numbers', () => {
  it('listing', () => {
    expect(LISTING_FILTER_DELAY_MS).toBe(500);
    expect(SKELETON_COUNT).toBe(8);
  });
});
