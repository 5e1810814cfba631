import { toKobo } from 'shared-contracts/core';
import type { PaymentRequest, PaymentResult } from '../payment-gateway';
import { createMemoryPaymentGateway } from '../testing/memory-payment-gateway';
import { CHECKOUT_TEXTS } from '../../checkout-texts';
import { recordingSandboxCharges } from './record-sandbox-charges';

const request: PaymentRequest = {
  email: 'ada@example.com',
  amountKobo: toKobo(613),
  currency: 'NGN',
  reference: 'SHOP-REF-1',
  firstName: 'Ada',
  lastName: 'Obi',
  metadata: { orderId: 'ORD-1' },
};

const answering = (result: PaymentResult) => createMemoryPaymentGateway(() => result);

describe('the sandbox’s answers, recorded by the shop’s server', () => {
  it('records Pay as a successful charge and Decline as a failed one, for the reference paid', async () => {
    const record = jest.fn(async () => undefined);
    await recordingSandboxCharges(answering({ status: 'success', reference: 'SHOP-REF-1', message: 'Approved' }), record).pay(request);
    await recordingSandboxCharges(answering({ status: 'failed', message: 'Declined' }), record).pay(request);
    expect(record.mock.calls).toEqual([
      ['SHOP-REF-1', 'success'],
      ['SHOP-REF-1', 'failed'],
    ]);
  });

  it('records nothing for Cancel', async () => {
    const record = jest.fn(async () => undefined);
    expect(await recordingSandboxCharges(answering({ status: 'cancelled' }), record).pay(request)).toEqual({ status: 'cancelled' });
    expect(record).not.toHaveBeenCalled();
  });

  it('turns a Pay the server could not record into a failure, so nothing counts as paid', async () => {
    const gateway = recordingSandboxCharges(answering({ status: 'success', reference: 'SHOP-REF-1', message: 'Approved' }), async () => {
      throw new Error('offline');
    });
    expect(await gateway.pay(request)).toEqual({ status: 'failed', message: CHECKOUT_TEXTS.sandboxUnrecorded });
  });
});
