import { type PaymentGateway, type PaymentRequest, type PaymentResult } from '../payment-gateway';

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
