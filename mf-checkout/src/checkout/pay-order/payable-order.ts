import type { PlacedOrder, ResumedPayment } from 'shared-contracts';

/** An order the server priced and holds for payment, with the name the payment window opens with. */
export interface PayableOrder {
  order: PlacedOrder;
  payer: { firstName: string; lastName: string };
}

/** What starting a payment finds: an order to pay, or one the last attempt had paid after all. */
export type PaymentStart =
  | { status: 'payable'; payable: PayableOrder }
  | { status: 'paid'; orderId: string; reference: string; total: number };

/** The server's answer to 'Complete payment', as a start: a new attempt carries the name on the order. */
export function startOfResumed(resumed: ResumedPayment): PaymentStart {
  if (resumed.status === 'paid') return resumed;
  const { status: _, firstName, lastName, ...order } = resumed;
  return { status: 'payable', payable: { order, payer: { firstName, lastName } } };
}
