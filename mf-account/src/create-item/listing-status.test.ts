import { isListingActive } from './listing-status';

describe('isListingActive', () => {
  it('is false only for a listing saved inactive', () => {
    expect(isListingActive({ isActive: false })).toBe(false);
    expect(isListingActive({ isActive: true })).toBe(true);
    expect(isListingActive({})).toBe(true);
  });
});
