import type { Kobo } from 'shared-contracts';
import { toKobo } from 'shared-contracts/core';
import type { PaymentGateway, PaymentRequest } from '../payment-gateway';

export type ShopperAnswer = 'pay' | 'decline' | 'cancel';

export interface GatewayUnderTest {
  gateway: PaymentGateway;
  /** Waits until the provider shows the open transaction, then answers it as a shopper would. */
  answer(outcome: ShopperAnswer): Promise<void>;
  /** How many transactions the provider has opened so far. */
  opened(): number;
  cleanup?: () => void | Promise<void>;
}

export const CONTRACT_PAYMENT: PaymentRequest = {
  email: 'ada@example.com',
  amountKobo: toKobo(34_079),
  currency: 'NGN',
  reference: 'SHOP-contract-1',
  firstName: 'Ada',
  lastName: 'Obi',
  metadata: { orderId: 'ORD-contract-1', lines: [{ id: 't1', name: 'Cotton Tee', quantity: 2, price: 4500 }] },
};

/**
 * The suite every PaymentGateway adapter passes (jest globals): the sandbox and Paystack give a
 * shopper the same outcomes for the same answers, and refuse the same bad requests.
 */
export function paymentGatewayContract(name: string, setup: () => GatewayUnderTest | Promise<GatewayUnderTest>) {
  describe(`PaymentGateway contract: ${name}`, () => {
    let under: GatewayUnderTest;

    beforeEach(async () => {
      under = await setup();
    });
    afterEach(async () => {
      await under.cleanup?.();
    });

    it('pays: success with the request reference and a message', async () => {
      const result = under.gateway.pay(CONTRACT_PAYMENT);
      await under.answer('pay');
      const done = await result;
      expect(done).toEqual({ status: 'success', reference: CONTRACT_PAYMENT.reference, message: expect.any(String) });
      expect(done.status === 'success' && done.message.length).toBeGreaterThan(0);
      expect(under.opened()).toBe(1);
    });

    it('a cancelled payment says so and charges nothing', async () => {
      const result = under.gateway.pay(CONTRACT_PAYMENT);
      await under.answer('cancel');
      expect(await result).toEqual({ status: 'cancelled' });
    });

    it('a declined payment fails with a message, and the shopper can pay again', async () => {
      const first = under.gateway.pay(CONTRACT_PAYMENT);
      await under.answer('decline');
      const failed = await first;
      expect(failed.status).toBe('failed');
      expect(failed.status === 'failed' && failed.message.trim().length).toBeGreaterThan(0);

      const again = under.gateway.pay({ ...CONTRACT_PAYMENT, reference: 'SHOP-contract-2' });
      await under.answer('pay');
      expect(await again).toMatchObject({ status: 'success', reference: 'SHOP-contract-2' });
      expect(under.opened()).toBe(2);
    });

    it('a second pay while one is open joins it: one transaction, one result', async () => {
      const first = under.gateway.pay(CONTRACT_PAYMENT);
      const second = under.gateway.pay({ ...CONTRACT_PAYMENT, reference: 'SHOP-contract-double' });
      await under.answer('pay');
      const [a, b] = await Promise.all([first, second]);
      expect(a).toEqual(b);
      expect(a).toMatchObject({ status: 'success', reference: CONTRACT_PAYMENT.reference });
      expect(under.opened()).toBe(1);
    });

    it.each([
      ['no email', { email: '' }, /email/i],
      // Another build may send what the type forbids.
      ['an amount that is not whole kobo', { amountKobo: 10.5 as Kobo }, /amount/i],
      ['no amount', { amountKobo: 0 as Kobo }, /amount/i],
    ])('refuses %s with a clear message and opens nothing', async (_case, change, mentions) => {
      const result = await under.gateway.pay({ ...CONTRACT_PAYMENT, ...change });
      expect(result).toEqual({ status: 'failed', message: expect.stringMatching(mentions) });
      expect(under.opened()).toBe(0);
    });
  });
}
