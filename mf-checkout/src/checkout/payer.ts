/**
 * SPEC §3 Payment data, what the shopper fills in: who pays. Its amount is never the shopper's: the step
 * shows the cart's total, and the payment window opens with the server's own total, in kobo.
 */
export interface Payer {
  firstName: string;
  lastName: string;
  email: string;
}
