import type { CartLine } from '../types/cart';
import { TAX_RATE } from '../constants';
import { unitPrice } from './pricing';
import { shippingCost, type ShippingMethodId } from './shipping';

/** Unit price times quantity. */
export function lineTotal(line: CartLine): number {
  return unitPrice(line.product) * line.quantity;
}

/** SPEC §9: tax is 8 % of the subtotal, rounded to whole naira. */
export function taxOf(subtotal: number): number {
  return Math.round(subtotal * TAX_RATE);
}

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/** A line as the totals rule reads it: what one unit costs (whole naira, discount applied) and how many. */
export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** SPEC §9: total = subtotal + shipping + tax, over priced lines: the one totals rule, an order's and a cart's. */
export function totalsOf(lines: readonly PricedLine[], method: ShippingMethodId): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipping = lines.length > 0 ? shippingCost(method) : 0;
  const tax = taxOf(subtotal);
  return { subtotal, shipping, tax, total: subtotal + shipping + tax };
}

/** A cart's totals: its lines priced as the shopper pays them, through the one rule. */
export function orderTotals(lines: readonly CartLine[], method: ShippingMethodId): OrderTotals {
  return totalsOf(
    lines.map((line) => ({ unitPrice: unitPrice(line.product), quantity: line.quantity })),
    method,
  );
}
