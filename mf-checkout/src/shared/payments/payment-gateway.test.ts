import { toKobo } from 'shared-contracts/core';
import { type PaymentRequest } from './payment-gateway';
import { createMemoryPaymentGateway } from './testing/memory-payment-gateway';

const request: PaymentRequest = {
  email: 'ada@example.com',
  amountKobo: toKobo(34_079),
  currency: 'NGN',
  reference: 'ref-1',
  firstName: 'Ada',
  lastName: 'Obi',
  metadata: {},
};

describe('createMemoryPaymentGateway', () => {
  it('approves by default, echoing the reference, and records the request', async () => {
    const gateway = createMemoryPaymentGateway();
    expect(await gateway.pay(request)).toEqual({ status: 'success', reference: 'ref-1', message: 'Approved' });
    expect(gateway.requests).toEqual([request]);
  });

  it('answers with the result it was given', async () => {
    const declined = createMemoryPaymentGateway(() => ({ status: 'failed', message: 'Declined' }));
    const cancelled = createMemoryPaymentGateway(() => ({ status: 'cancelled' }));
    expect(await declined.pay(request)).toEqual({ status: 'failed', message: 'Declined' });
    expect(await cancelled.pay(request)).toEqual({ status: 'cancelled' });
  });
});
