import { availabilityText } from './availability-text';

describe('availabilityText', () => {
  it("says 'In Stock (N items)' when stock is above 0", () => {
    expect(availabilityText(1)).toBe('In Stock (1 items)');
    expect(availabilityText(42)).toBe('In Stock (42 items)');
  });

  it("says 'Out of Stock' at 0 or below", () => {
    expect(availabilityText(0)).toBe('Out of Stock');
    expect(availabilityText(-3)).toBe('Out of Stock');
  });
});
