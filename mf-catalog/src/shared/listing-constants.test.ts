import { LISTING_MAX_PAGE_NUMBERS } from './listing-constants';

describe('SPEC §9 numbers', () => {
  it('listing', () => {
    expect(LISTING_MAX_PAGE_NUMBERS).toBe(5);
  });
});
