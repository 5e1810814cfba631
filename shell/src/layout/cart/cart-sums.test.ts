import { cartLine } from '../../testing/fixtures';
import { cartCount, cartSubtotal } from './cart-sums';

describe('cartSubtotal and cartCount', () => {
  const lines = [cartLine({ id: 'a', name: 'A', price: 1000 }, 2), cartLine({ id: 'b', name: 'B', price: 500, discountPrice: 400 }), cartLine({ id: 'c', name: 'C', price: 250 }, 4)];

  it('subtotal sums the line totals, at the discount price where there is one', () => {
    expect(cartSubtotal(lines)).toBe(2000 + 400 + 1000);
  });

  it('count (the cart badge) sums the quantities, not the lines', () => {
    expect(cartCount(lines)).toBe(7);
  });

  it('are 0 for an empty cart', () => {
    expect(cartSubtotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });
});
