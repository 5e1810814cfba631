export interface PaymentRequest {
  email: string;
  /** Integer kobo (naira x 100). */
  amountKobo: number;
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

/** PaymentGateway port: the sandbox gateway by default, Paystack inline in production. */
export interface PaymentGateway {
  pay(request: PaymentRequest): Promise<PaymentResult>;
}
