import type { Kobo } from 'shared-contracts';

export interface PaymentRequest {
  email: string;
  /** What the shopper pays, in kobo. */
  amountKobo: Kobo;
  currency: 'NGN';
  reference: string;
  firstName: string;
  lastName: string;
  metadata: Record<string, unknown>;
}

export type PaymentResult =
  | { status: 'success'; reference: string; message: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

/**
 * PaymentGateway port: the sandbox gateway by default, Paystack inline in production.
 * `pay` never rejects: the provider's answers and its refusals (bad parameters, a script that
 * cannot load) all end in a PaymentResult whose message a shopper can read. While a payment is
 * open, another `pay` joins it: one transaction, the same result.
 */
export interface PaymentGateway {
  pay(request: PaymentRequest): Promise<PaymentResult>;
}
