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

/** A double that answers every payment with the result it was given. */
export function createMemoryPaymentGateway(
  answer: (request: PaymentRequest) => PaymentResult = (r) => ({ status: 'success', reference: r.reference, message: 'Approved' }),
): PaymentGateway & { requests: PaymentRequest[] } {
  const requests: PaymentRequest[] = [];
  return {
    requests,
    async pay(request) {
      requests.push(request);
      return answer(request);
    },
  };
}
