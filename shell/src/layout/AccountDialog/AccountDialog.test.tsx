import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHarness, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { renderShell } from '../../testing/render-shell';
import { SignOutOnArrival } from '../UserMenu/use-sign-out';
import { UserMenu } from '../UserMenu/UserMenu';
import { AccountDialog } from './AccountDialog';

describe('AccountDialog', () => {
  it('is a modal titled Account offering a visitor the three ways in', () => {
    renderShell(<AccountDialog open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(within(dialog).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Continue as Guest', '/guest'],
      ['Create Account', '/register'],
      ['Sign In', '/login'],
    ]);
  });

  it('closes when an entry is chosen', async () => {
    const onClose = jest.fn();
    renderShell(<AccountDialog open onClose={onClose} />, { harness: createHarness({ session: SAMPLE_SHOPPER }) });
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings');
  });

  it('signs out from the dialog', async () => {
    const harness = createHarness({ session: SAMPLE_SHOPPER });
    const onClose = jest.fn();
    renderShell(
      <>
        <AccountDialog open onClose={onClose} />
        <SignOutOnArrival />
      </>,
      { harness, route: '/settings' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(harness.stores.session.get().isLoggedIn).toBe(false));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape and on its close button', async () => {
    const onClose = jest.fn();
    renderShell(<AccountDialog open onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Close account menu' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('AccountDialog from the account button on a phone', () => {
  it('gives focus back to the account button when it closes', async () => {
    renderShell(<UserMenu />, { viewport: { width: 375 } });
    const button = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
