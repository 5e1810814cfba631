import type { CartProductInput } from '../events/shop-events';

/** SPEC §3 Cart line product: what the cart keeps of a product. */
export interface CartProduct extends CartProductInput {
  /** Unit price times quantity, recomputed on every change. */
  total: number;
  /** ISO timestamp of the first add. */
  addedAt: string;
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

export interface CartState {
  items: CartLine[];
  isOpen: boolean;
}
