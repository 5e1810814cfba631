import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAccountChooser, type AccountChooser } from './account-chooser';
import { AccountChooserHost } from './account-chooser-host';
import type { ChosenAccount } from './emulator-credential';
import { REMEMBERED_ACCOUNTS_KEY } from './remembered-accounts';

/** A sign-in button as the login screen has one: it asks the chooser and shows the answer. */
function Page({ chooser }: { chooser: AccountChooser }) {
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void chooser.choose().then((account) => {
            document.title = account ? account.email : 'cancelled';
          })
        }
      >
        Continue with Google
      </button>
      <AccountChooserHost chooser={chooser} />
    </>
  );
}

const stored = () => JSON.parse(localStorage.getItem(REMEMBERED_ACCOUNTS_KEY) ?? '[]') as ChosenAccount[];

beforeEach(() => {
  localStorage.clear();
  document.title = '';
});

describe('AccountChooserHost', () => {
  it('shows the chooser only while a choose() waits, and remembers the account added', async () => {
    const user = userEvent.setup();
    const chooser = createAccountChooser();
    render(<Page chooser={chooser} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('dialog', { name: 'Choose an account' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Obi');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.title).toBe('ada@example.com');
    expect(stored()).toEqual([{ email: 'ada@example.com', name: 'Ada Obi' }]);

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(await screen.findByRole('button', { name: 'Ada Obi ada@example.com' }));
    expect(document.title).toBe('ada@example.com');
  });

  it('puts the account picked first on the list', async () => {
    localStorage.setItem(
      REMEMBERED_ACCOUNTS_KEY,
      JSON.stringify([
        { email: 'ada@example.com', name: 'Ada Obi' },
        { email: 'bola@example.com', name: 'Bola Ade' },
      ]),
    );
    const user = userEvent.setup();
    render(<Page chooser={createAccountChooser()} />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(screen.getByRole('button', { name: 'Bola Ade bola@example.com' }));
    expect(stored().map((a) => a.email)).toEqual(['bola@example.com', 'ada@example.com']);
  });

  it('forgets a removed account for good', async () => {
    localStorage.setItem(REMEMBERED_ACCOUNTS_KEY, JSON.stringify([{ email: 'ada@example.com', name: 'Ada Obi' }]));
    const user = userEvent.setup();
    render(<Page chooser={createAccountChooser()} />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(screen.getByRole('button', { name: 'Remove ada@example.com from this list' }));
    expect(stored()).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('answers null on Escape and gives focus back to the sign-in button', async () => {
    const user = userEvent.setup();
    render(<Page chooser={createAccountChooser()} />);
    const opener = screen.getByRole('button', { name: 'Continue with Google' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.title).toBe('cancelled');
    expect(opener).toHaveFocus();
  });

  it('opens for a choose() made outside React', async () => {
    const chooser = createAccountChooser();
    render(<AccountChooserHost chooser={chooser} />);
    let answer!: Promise<ChosenAccount | null>;
    act(() => {
      answer = chooser.choose();
    });
    expect(screen.getByRole('dialog', { name: 'Choose an account' })).toBeInTheDocument();
    act(() => chooser.settle(null));
    await expect(answer).resolves.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
