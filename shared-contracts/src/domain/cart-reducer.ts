import { QUANTITY_MAX } from '../constants';
import type { CartLine, CartProduct, CartState } from '../types/cart';
import { unitPrice } from './pricing';

export type CartAction =
  | { type: 'add'; product: Omit<CartProduct, 'total' | 'addedAt'>; quantity?: number; now?: string }
  | { type: 'remove'; productId: string }
  | { type: 'setQuantity'; productId: string; quantity: number }
  | { type: 'clear' }
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'replace'; items: CartLine[] };

export const EMPTY_CART: CartState = { items: [], isOpen: false };

function withTotal(product: CartProduct, quantity: number): CartLine {
  return { product: { ...product, total: unitPrice(product) * quantity }, quantity };
}

/**
 * SPEC §4 Cart: add merges quantity, set recomputes the line, below 1 removes. A line never holds more
 * than the spec's 10, whoever asks (the product page says so before it asks).
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const quantity = action.quantity ?? 1;
      if (quantity < 1) return state;
      const existing = state.items.find((l) => l.product.id === action.product.id);
      if (existing) {
        return {
          ...state,
          items: state.items.map((l) => (l === existing ? withTotal(l.product, Math.min(QUANTITY_MAX, l.quantity + quantity)) : l)),
        };
      }
      const product: CartProduct = { ...action.product, total: 0, addedAt: action.now ?? new Date().toISOString() };
      return { ...state, items: [...state.items, withTotal(product, Math.min(QUANTITY_MAX, quantity))] };
    }
    case 'remove':
      return { ...state, items: state.items.filter((l) => l.product.id !== action.productId) };
    case 'setQuantity':
      if (action.quantity < 1) return cartReducer(state, { type: 'remove', productId: action.productId });
      return {
        ...state,
        items: state.items.map((l) => (l.product.id === action.productId ? withTotal(l.product, Math.min(QUANTITY_MAX, action.quantity)) : l)),
      };
    case 'clear':
      return { ...state, items: [] };
    case 'toggle':
      return { ...state, isOpen: !state.isOpen };
    case 'open':
      return { ...state, isOpen: true };
    case 'close':
      return { ...state, isOpen: false };
    case 'replace':
      return { ...state, items: action.items };
  }
}
