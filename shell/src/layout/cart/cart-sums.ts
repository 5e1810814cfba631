import { lineTotal, type CartLine } from 'shared-contracts';

/** Sum of line totals. */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** SPEC §9: the cart badge is the sum of quantities. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
