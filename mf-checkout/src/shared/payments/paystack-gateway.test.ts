import { waitFor } from '@testing-library/react';
import { MESSAGES } from 'shared-contracts';
import { CONTRACT_PAYMENT, paymentGatewayContract } from './testing/payment-gateway.contract';
import { createPaystackGateway } from './paystack-gateway';
import { FakePaystackPop } from './testing/fake-paystack-pop';

const mockLibrary = { loads: 0 };

// Paystack mocked at its boundary: the module the gateway imports when a payment starts.
jest.mock('@paystack/inline-js', () => {
  mockLibrary.loads += 1;
  return { __esModule: true, default: jest.requireActual('./testing/fake-paystack-pop').FakePaystackPop };
});

const KEY = 'pk_test_shop';
const openTransaction = () => waitFor(() => expect(FakePaystackPop.open()).toBeDefined());

beforeEach(() => FakePaystackPop.reset());

describe('Paystack gateway: loading', () => {
  it('imports the library and constructs PaystackPop only when a payment starts', async () => {
    const gateway = createPaystackGateway(KEY);
    expect(mockLibrary.loads).toBe(0);
    expect(FakePaystackPop.instances).toHaveLength(0);

    const result = gateway.pay(CONTRACT_PAYMENT);
    await openTransaction();
    expect(mockLibrary.loads).toBe(1);
    expect(FakePaystackPop.instances).toHaveLength(1);
    FakePaystackPop.cancel();
    await result;
  });

  it('sends newTransaction the public key, the email, kobo, NGN, the reference, names and metadata', async () => {
    const result = createPaystackGateway(KEY).pay(CONTRACT_PAYMENT);
    await openTransaction();
    expect(FakePaystackPop.transactions[0]).toEqual({
      key: KEY,
      email: 'ada@example.com',
      amount: 3_407_900,
      currency: 'NGN',
      reference: CONTRACT_PAYMENT.reference,
      firstName: 'Ada',
      lastName: 'Obi',
      metadata: CONTRACT_PAYMENT.metadata,
      onSuccess: expect.any(Function),
      onCancel: expect.any(Function),
      onError: expect.any(Function),
    });
    FakePaystackPop.cancel();
    await result;
  });

  it('a payment whose PaystackPop cannot load fails as unavailable, and the next payment loads it again', async () => {
    const gateway = createPaystackGateway(KEY);
    FakePaystackPop.failToLoad = 1;
    expect(await gateway.pay(CONTRACT_PAYMENT)).toEqual({ status: 'failed', message: MESSAGES.payment.unavailable });

    const again = gateway.pay(CONTRACT_PAYMENT);
    await openTransaction();
    FakePaystackPop.succeed();
    expect(await again).toMatchObject({ status: 'success', reference: CONTRACT_PAYMENT.reference });
  });
});

describe('Paystack gateway: answers', () => {
  it("passes on Paystack's success message and reference", async () => {
    const result = createPaystackGateway(KEY).pay(CONTRACT_PAYMENT);
    await openTransaction();
    FakePaystackPop.succeed({ message: 'Approved by bank' });
    expect(await result).toEqual({ status: 'success', reference: CONTRACT_PAYMENT.reference, message: 'Approved by bank' });
  });

  it("onError's message becomes a payment failure the shopper can read", async () => {
    const result = createPaystackGateway(KEY).pay(CONTRACT_PAYMENT);
    await openTransaction();
    FakePaystackPop.error('Invalid key');
    expect(await result).toEqual({ status: 'failed', message: MESSAGES.payment.failed('Invalid key.') });
  });

  it('a key missing from the config refuses the payment before Paystack loads', async () => {
    const result = await createPaystackGateway('').pay(CONTRACT_PAYMENT);
    expect(result).toEqual({
      status: 'failed',
      message: MESSAGES.payment.invalid("the shop's payment key is missing."),
    });
    expect(FakePaystackPop.instances).toHaveLength(0);
  });

  it.each([
    [
      'Required parameter missing: email',
      { message: 'Invalid transaction parameters', issues: [{ message: 'Required parameter missing: email' }] },
      MESSAGES.payment.invalid('the email address is missing.'),
    ],
    [
      'Invalid parameter type: amount',
      {
        message: 'Invalid transaction parameters',
        issues: [{ message: 'Invalid parameter type: amount', validTypes: ['string', 'number'] }],
      },
      MESSAGES.payment.invalid('the amount must be a whole number of kobo above zero.'),
    ],
    [
      'Invalid transaction parameters',
      { message: 'Invalid transaction parameters', issues: [] },
      MESSAGES.payment.invalid('the payment details were refused.'),
    ],
    [
      'Could not initiate apple pay transaction',
      new Error('Could not initiate apple pay transaction'),
      MESSAGES.payment.failed('Could not initiate apple pay transaction.'),
    ],
  ])("Paystack throwing '%s' becomes a clear message", async (_case, thrown, message) => {
    FakePaystackPop.throwNext = thrown;
    const gateway = createPaystackGateway(KEY);
    expect(await gateway.pay(CONTRACT_PAYMENT)).toEqual({ status: 'failed', message });
    expect(FakePaystackPop.transactions).toHaveLength(0);

    // Nothing is stuck: the next Place Order opens Paystack.
    const again = gateway.pay(CONTRACT_PAYMENT);
    await openTransaction();
    FakePaystackPop.cancel();
    expect(await again).toEqual({ status: 'cancelled' });
  });
});

paymentGatewayContract('Paystack inline (library mocked at its boundary)', () => {
  FakePaystackPop.reset();
  return {
    gateway: createPaystackGateway(KEY),
    async answer(outcome) {
      await openTransaction();
      if (outcome === 'pay') FakePaystackPop.succeed();
      else if (outcome === 'cancel') FakePaystackPop.cancel();
      else FakePaystackPop.error('Declined');
    },
    opened: () => FakePaystackPop.transactions.length,
  };
});
