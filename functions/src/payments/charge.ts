import type { Kobo } from 'shared-contracts';

/** What a payment provider says of a reference, reshaped from its own wire format. */
export interface Charge {
  reference: string;
  /** 'success' is the only status that pays an order. */
  status: string;
  /** Kobo. */
  amount: number;
  currency: string;
}

/** Looks a reference up at the provider: null when the provider knows no charge for it. */
export type VerifyCharge = (reference: string) => Promise<Charge | null>;

/** Why a charge does not pay an order, or null when it does. Any of the order's attempts may pay it. */
export function chargeProblem(
  charge: Charge | null,
  expected: { reference: string; references?: readonly string[]; amountKobo: Kobo; currency: string },
): string | null {
  if (!charge) return 'no payment was found for this order';
  if (!(expected.references ?? [expected.reference]).includes(charge.reference)) return 'the payment is for another order';
  if (charge.status !== 'success') return `the payment did not go through (${charge.status})`;
  if (charge.currency !== expected.currency) return `the payment was in ${charge.currency}, not ${expected.currency}`;
  if (charge.amount !== expected.amountKobo) return 'the amount paid is not the order total';
  return null;
}
