import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChosenAccount } from '../emulator-credential';
import { AccountChooser } from './AccountChooser';

const ada: ChosenAccount = { email: 'ada@example.com', name: 'Ada Obi' };
const bola: ChosenAccount = { email: 'bola@example.com', name: 'Bola Ade' };

function setup(accounts: ChosenAccount[] = [ada, bola]) {
  const props = { onChoose: jest.fn(), onForget: jest.fn(), onCancel: jest.fn() };
  const utils = render(<AccountChooser accounts={accounts} {...props} />);
  return { ...props, ...utils, user: userEvent.setup() };
}

describe('AccountChooser', () => {
  it("looks like Google's chooser and says it is a test", () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Choose an account' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('to continue to Oja Express')).toBeInTheDocument();
    expect(within(dialog).getByText('Test mode')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Test sign-in: the Firebase Auth emulator is running, no Google account is used.'),
    ).toBeInTheDocument();
  });

  it('lists the accounts used before, most recent first, and picks one', async () => {
    const { user, onChoose } = setup();
    const list = screen.getByRole('list', { name: 'Accounts used on this browser' });
    const first = within(list).getByRole('button', { name: 'Ada Obi ada@example.com' });
    const second = within(list).getByRole('button', { name: 'Bola Ade bola@example.com' });
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(first).toHaveTextContent('AO');
    await user.click(screen.getByRole('button', { name: 'Bola Ade bola@example.com' }));
    expect(onChoose).toHaveBeenCalledWith(bola);
  });

  it('removes an account from the list, keeping focus in the dialog', async () => {
    const { user, onForget, onChoose, rerender, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove ada@example.com from this list' }));
    expect(onForget).toHaveBeenCalledWith('ada@example.com');
    expect(onChoose).not.toHaveBeenCalled();
    rerender(<AccountChooser accounts={[bola]} onChoose={onChoose} onForget={onForget} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Use another account' })).toHaveFocus();
  });

  it('asks for an email and a full name for another account, keeping what was typed', async () => {
    const { user, onChoose } = setup();
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(email).toHaveFocus();
    expect(email).toBeRequired();
    expect(name).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(name).toHaveAccessibleDescription('Please enter your full name');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();

    await user.type(email, 'chidi@example');
    await user.type(name, 'Chidi Eze');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveValue('chidi@example');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(onChoose).not.toHaveBeenCalled();

    await user.type(email, '.com');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(name).toHaveAccessibleDescription('Please enter your full name');
    expect(name).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();

    await user.type(name, ' Chidi Eze ');
    await user.clear(email);
    await user.type(email, ' Chidi@Example.com');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ email: 'chidi@example.com', name: 'Chidi Eze' });
  });

  it('goes back from the form to the list', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use another account' })).toHaveFocus();
  });

  it('opens on the form when no account was used before', async () => {
    const { user, onCancel } = setup([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the Cancel button', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Cancel sign-in' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['a click outside', () => userEvent.click(screen.getByTestId('dialog-backdrop'))],
  ])('cancels on %s', async (_, act) => {
    const { onCancel, onChoose } = setup();
    await act();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('is usable with the keyboard alone', async () => {
    const { user, onChoose } = setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ada Obi ada@example.com' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(ada);
  });
});
