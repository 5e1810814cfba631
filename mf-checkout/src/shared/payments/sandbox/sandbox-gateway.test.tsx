import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { CONTRACT_PAYMENT, paymentGatewayContract, type ShopperAnswer } from '../testing/payment-gateway.contract';
import { createSandboxGateway } from './sandbox-gateway';
import { SandboxPopup } from './sandbox-popup';

const BUTTON: Record<ShopperAnswer, string> = { pay: 'Pay', decline: 'Decline', cancel: 'Cancel' };

const testCheckout = () => screen.findByRole('dialog', { name: 'Test checkout' });

async function answer(outcome: ShopperAnswer) {
  await userEvent.click(within(await testCheckout()).getByRole('button', { name: BUTTON[outcome] }));
}

afterEach(() => jest.restoreAllMocks());

paymentGatewayContract('sandbox (in-page test checkout)', () => {
  const newTransaction = jest.spyOn(SandboxPopup.prototype, 'newTransaction');
  return {
    gateway: createSandboxGateway(),
    answer,
    // A transaction is open once newTransaction returned (it throws when it refuses the options).
    opened: () => newTransaction.mock.results.filter((result) => result.type === 'return').length,
  };
});

describe('sandbox gateway', () => {
  it('shows the amount in naira and the email, then closes when answered', async () => {
    const newTransaction = jest.spyOn(SandboxPopup.prototype, 'newTransaction');
    const result = createSandboxGateway().pay(CONTRACT_PAYMENT);
    const dialog = await testCheckout();
    expect(within(dialog).getByText('Test mode')).toBeVisible();
    expect(within(dialog).getByText('₦34,079')).toBeVisible();
    expect(within(dialog).getByText('ada@example.com')).toBeVisible();
    expect(newTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'pk_test_sandbox', amount: 3_407_900, currency: 'NGN' }),
    );
    await answer('pay');
    expect(await result).toEqual({ status: 'success', reference: CONTRACT_PAYMENT.reference, message: 'Approved' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape cancels the payment, and focus goes back to Place Order', async () => {
    document.body.innerHTML = '<button type="button">Place Order</button>';
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    placeOrder.focus();
    const result = createSandboxGateway().pay(CONTRACT_PAYMENT);
    expect(await testCheckout()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(await result).toEqual({ status: 'cancelled' });
    expect(placeOrder).toHaveFocus();
    document.body.innerHTML = '';
  });

  it('Decline tells the shopper the card was declined', async () => {
    const result = createSandboxGateway().pay(CONTRACT_PAYMENT);
    await answer('decline');
    expect(await result).toEqual({ status: 'failed', message: MESSAGES.payment.failed(MESSAGES.payment.declined) });
  });
});

describe('SandboxPopup, the PaystackPop stand-in', () => {
  const callbacks = () => ({ onSuccess: jest.fn(), onCancel: jest.fn(), onError: jest.fn(), onLoad: jest.fn() });
  const options = {
    key: 'pk_test_sandbox',
    email: 'ada@example.com',
    amount: 3_407_900,
    currency: 'NGN',
    reference: 'SHOP-9',
    firstName: 'Ada',
    lastName: 'Obi',
    metadata: {},
  };

  it('throws Paystack\'s own error on bad options, and opens nothing', () => {
    const popup = new SandboxPopup();
    let thrown: unknown;
    try {
      popup.newTransaction({ ...options, email: '', ...callbacks() });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      message: 'Invalid transaction parameters',
      issues: [{ message: 'Required parameter missing: email' }],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("calls onLoad, then onSuccess with Paystack's success fields", async () => {
    const answers = callbacks();
    act(() => {
      new SandboxPopup().newTransaction({ ...options, ...answers });
    });
    expect(answers.onLoad).toHaveBeenCalledWith({
      id: expect.any(Number),
      customer: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Obi' },
      accessCode: expect.any(String),
    });
    await answer('pay');
    const [success] = answers.onSuccess.mock.calls[0];
    expect(success).toEqual({
      id: expect.any(Number),
      reference: 'SHOP-9',
      message: 'Approved',
      status: 'success',
      trans: String(success.id),
      transaction: String(success.id),
      trxref: 'SHOP-9',
    });
    expect(answers.onCancel).not.toHaveBeenCalled();
    expect(answers.onError).not.toHaveBeenCalled();
  });

  it('Decline calls onError with the declined message', async () => {
    const answers = callbacks();
    act(() => {
      new SandboxPopup().newTransaction({ ...options, ...answers });
    });
    await answer('decline');
    expect(answers.onError).toHaveBeenCalledWith({ message: MESSAGES.payment.declined });
    expect(answers.onSuccess).not.toHaveBeenCalled();
  });

  it('a new transaction cancels the one still open, as Paystack does', async () => {
    const popup = new SandboxPopup();
    const first = callbacks();
    const second = callbacks();
    act(() => {
      popup.newTransaction({ ...options, ...first });
      popup.newTransaction({ ...options, reference: 'SHOP-10', ...second });
    });
    expect(first.onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(screen.getByRole('dialog')).getByText('SHOP-10')).toBeVisible();
    await answer('cancel');
    expect(second.onCancel).toHaveBeenCalledTimes(1);
  });
});
