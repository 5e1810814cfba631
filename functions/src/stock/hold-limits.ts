import { QUANTITY_MAX } from 'shared-contracts/core';

/**
 * How long Place Order holds the units for its payment: long enough to type a card and pass a bank's
 * check, short enough that an abandoned checkout does not keep a seller's last unit for the day (Saleor
 * holds checkout stock for minutes too). An unpaid order can still be paid for 24 hours: Complete payment
 * holds the units again if they are there.
 */
export const HOLD_MS = 15 * 60 * 1000;

/*
 * How much one shopper may hold unpaid at once, so nobody keeps a seller's stock from others without paying.
 * Only live holds count (not paid, not let go, not lapsed), and Complete payment is counted as Place Order is,
 * so closing a payment window and paying later never lets a shopper past them. Each cap is at least what one
 * cart the spec allows holds, so a full cart is never refused to an account that holds nothing else.
 */

/** Unpaid orders holding stock. */
export const MAX_UNPAID_ORDERS = 3;
/** Units of one product: a full cart line (SPEC: quantity 1 to 10). */
export const MAX_UNPAID_OF_PRODUCT = QUANTITY_MAX;
/**
 * Units in all: the largest order Place Order takes (50 lines of 10; unpaid-caps.test.ts holds it). A smaller
 * figure would refuse a cart the spec allows; hoarding one product is stopped by the cap above.
 */
export const MAX_UNPAID_UNITS = 500;

const WHAT_TO_DO = `Pay for an unpaid order in My Orders, or wait up to ${HOLD_MS / 60_000} minutes for its hold to lapse, then try again.`;

/** The caps' refusals, as Place Order and Complete payment answer them (the browser adds 'Nothing was charged.'). */
export const CAP_REFUSALS = {
  orders: `You already have ${MAX_UNPAID_ORDERS} unpaid orders holding items, the most at once. ${WHAT_TO_DO}`,
  ofProduct: (name: string, held: number) =>
    `Your unpaid orders already hold ${held} of ${name}, and ${MAX_UNPAID_OF_PRODUCT} of one product is the most you may hold unpaid at once. ${WHAT_TO_DO}`,
  units: (held: number, adding: number) =>
    `Your unpaid orders already hold ${held} items, and this order would make ${held + adding}: ${MAX_UNPAID_UNITS} is the most you may hold unpaid at once. ${WHAT_TO_DO}`,
} as const;
