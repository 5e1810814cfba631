import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SandboxCheckout, type SandboxCheckoutProps } from './SandboxCheckout';

function setup(props: Partial<SandboxCheckoutProps> = {}) {
  const answers = { onPay: jest.fn(), onDecline: jest.fn(), onCancel: jest.fn() };
  render(<SandboxCheckout amountKobo={3_407_900} email="ada@example.com" reference="SHOP-1" {...answers} {...props} />);
  return { ...answers, dialog: screen.getByRole('dialog', { name: 'Test checkout' }) };
}

/** A page with a Place Order button that opens the checkout and closes it on any answer. */
function Page() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Place Order
      </button>
      {open && (
        <SandboxCheckout amountKobo={100} email="a@b.co" reference="r" onPay={close} onDecline={close} onCancel={close} />
      )}
    </>
  );
}

describe('SandboxCheckout', () => {
  it('is a modal dialog clearly marked as test mode', () => {
    const { dialog } = setup();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Test mode')).toBeVisible();
    expect(dialog).toHaveAccessibleDescription('No real card is charged. Choose how this test payment ends.');
  });

  it('shows the amount in naira from kobo, the email and the reference', () => {
    const { dialog } = setup({ name: 'Ada Obi' });
    expect(within(dialog).getByText('₦34,079')).toBeVisible();
    expect(within(dialog).getByText('ada@example.com')).toBeVisible();
    expect(within(dialog).getByText('Ada Obi')).toBeVisible();
    expect(within(dialog).getByText('SHOP-1')).toBeVisible();
  });

  it.each([
    ['Pay', 'onPay'],
    ['Decline', 'onDecline'],
    ['Cancel', 'onCancel'],
  ] as const)('%s answers through %s only', async (button, answer) => {
    const answers = setup();
    await userEvent.click(screen.getByRole('button', { name: button }));
    for (const name of ['onPay', 'onDecline', 'onCancel'] as const) {
      expect(answers[name]).toHaveBeenCalledTimes(name === answer ? 1 : 0);
    }
  });

  it('Escape cancels', async () => {
    const { onCancel, onPay } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('takes focus on open, keeps Tab inside, and works from the keyboard', async () => {
    const { dialog, onPay } = setup();
    expect(dialog).toHaveFocus();
    const pay = screen.getByRole('button', { name: 'Pay' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await userEvent.tab();
    expect(pay).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(pay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('a click outside neither ends the payment nor takes focus away', async () => {
    const { dialog, onCancel } = setup();
    await userEvent.click(screen.getByTestId('sandbox-backdrop'));
    expect(onCancel).not.toHaveBeenCalled();
    expect(dialog).toHaveFocus();
  });

  it('gives focus back to the button that opened it, and locks the page scroll while open', async () => {
    render(<Page />);
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    await userEvent.click(placeOrder);
    expect(screen.getByRole('dialog', { name: 'Test checkout' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(placeOrder).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
