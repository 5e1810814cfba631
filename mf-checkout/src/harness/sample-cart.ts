import type { CartLine, CartState, SessionUser } from 'shared-contracts';
import { SAMPLE_SHOPPER } from 'shared-contracts/testing';

const line = (id: string, name: string, price: number, quantity: number, discountPrice?: number): CartLine => ({
  product: { id, name, image: '', price, discountPrice, total: (discountPrice ?? price) * quantity, addedAt: '2025-01-15T10:00:00.000Z', sellerId: '000000' },
  quantity,
});

/** Two lines, one discounted, so QA sees every price rule of the summary at once. */
export const SAMPLE_CART: CartState = {
  items: [line('harness-tee', 'Harness Cotton Tee', 4500, 2), line('harness-bag', 'Harness Leather Bag', 20000, 1, 15000)],
  isOpen: false,
};

/** `?shopper=incomplete` starts as a shopper with no phone or address, to try the profile gate. */
export function harnessShopper(search: string): SessionUser {
  if (new URLSearchParams(search).get('shopper') !== 'incomplete') return SAMPLE_SHOPPER;
  return { ...SAMPLE_SHOPPER, primaryInformation: { ...SAMPLE_SHOPPER.primaryInformation, phone: null }, location: { country: 'Nigeria' } };
}
