import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { failingStore, heldStore, renderSettings } from '../settings-test-setup';

afterEach(() => jest.restoreAllMocks());

const ROUTE = '/settings?tab=account';
const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  return screen.getByRole('alertdialog', { name: 'Delete your account?' });
};

describe('Settings › Account', () => {
  it('says plainly that the password is managed by Google, with a way there', async () => {
    await renderSettings({ route: ROUTE });
    expect(screen.getByText('You sign in with Google as ada@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your password is managed by Google' })).toBeInTheDocument();
    // No password field to fill in: there is no shop password to change.
    expect(document.querySelector('input[type="password"]')).toBeNull();
    const link = screen.getByRole('link', { name: /Manage your Google Account/ });
    expect(link).toHaveAttribute('href', 'https://myaccount.google.com/security');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('asks before deleting, in a dialog that starts on Cancel and closes with Escape', async () => {
    const { accounts } = await renderSettings({ route: ROUTE });
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete your account? This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Yes, delete my account' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus();
    expect((await accounts.readPreferences(SAMPLE_SHOPPER.uid!)).accountDeletion).toBeUndefined();
  });

  it("records the request in the account once confirmed: 'Account deletion request submitted'", async () => {
    const { accounts, release } = heldStore('savePreferences');
    const { toasts } = await renderSettings({ route: ROUTE, accounts });
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    release();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Account deletion request submitted', durationMs: 3000 }]));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const { accountDeletion } = await accounts.readPreferences(SAMPLE_SHOPPER.uid!);
    expect(Date.parse(accountDeletion!.requestedAt!)).not.toBeNaN();
    expect(screen.getByRole('status')).toHaveTextContent('You asked us to delete your account on');
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
  });

  it('shows a request made earlier', async () => {
    const accounts = sampleAccountStore();
    await accounts.savePreferences(SAMPLE_SHOPPER.uid!, { accountDeletion: { requestedAt: '2025-06-01T10:00:00.000Z' } });
    await renderSettings({ route: ROUTE, accounts });
    expect(screen.getByRole('status')).toHaveTextContent('You asked us to delete your account on 1 June 2025.');
  });

  it('says so when the request cannot be recorded, and lets the shopper try again', async () => {
    const { toasts } = await renderSettings({ route: ROUTE, accounts: failingStore('savePreferences') });
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Failed to save Account settings', durationMs: 4000 }]));
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
  });
});
