import { QUANTITY_MAX, QUANTITY_MIN } from '../constants';

/** SPEC §5: a product quantity is 1 to 10. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return QUANTITY_MIN;
  return Math.max(QUANTITY_MIN, Math.min(QUANTITY_MAX, Math.trunc(quantity)));
}
