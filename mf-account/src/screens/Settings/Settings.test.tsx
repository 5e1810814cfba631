import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AccountStore, type ToastMessage } from 'shared-contracts';
import { createHarness, SAMPLE_SHOPPER, sampleAccountStore, createMemoryAccountStore } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { Settings } from './Settings';

const setup = (accounts: AccountStore = sampleAccountStore(), session = SAMPLE_SHOPPER) => {
  const harness = createHarness({ session, accounts });
  const toasts: ToastMessage[] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderScreen(<Settings />, { harness, route: '/settings' });
  return { harness, toasts, accounts };
};
const profile = () => screen.getByRole('form', { name: 'Profile' });
const address = () => screen.getByRole('form', { name: 'Addresses' });

describe('Settings (/settings): profile and address', () => {
  it("fills both forms from the session; email is read-only; Nigeria when no country is set", () => {
    setup(sampleAccountStore(), { ...SAMPLE_SHOPPER, location: { city: 'Ikeja' } });
    expect(within(profile()).getByLabelText('First Name')).toHaveValue('Ada');
    expect(within(profile()).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(address()).getByLabelText('City')).toHaveValue('Ikeja');
    expect(within(address()).getByLabelText('Country')).toHaveValue('Nigeria');
  });

  it('saves the profile to the account and the session, showing Saving... meanwhile', async () => {
    const store = sampleAccountStore();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { harness, toasts, accounts } = setup({
      ...store,
      updatePrimaryInformation: (uid, patch) => held.then(() => store.updatePrimaryInformation(uid, patch)),
    });
    const phone = within(profile()).getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, ' +2348099999999 ');
    await userEvent.click(within(profile()).getByRole('button', { name: 'Save Profile' }));
    expect(within(profile()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Primary information updated successfully', durationMs: 3000 }]));
    expect((await accounts.read(SAMPLE_SHOPPER.uid!))!.user.primaryInformation.phone).toBe('+2348099999999');
    expect(harness.stores.session.get().primaryInformation?.phone).toBe('+2348099999999');
    expect(harness.stores.session.get().primaryInformation?.userType).toBeUndefined();
    expect(within(profile()).getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });

  it('saves the address to the account and the session', async () => {
    const { harness, toasts, accounts } = setup();
    await userEvent.selectOptions(within(address()).getByLabelText('Country'), 'Canada');
    await userEvent.click(within(address()).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(toasts[0]?.message).toBe('Location information updated successfully'));
    expect((await accounts.read(SAMPLE_SHOPPER.uid!))!.user.location.country).toBe('Canada');
    expect(harness.stores.session.get().location?.country).toBe('Canada');
  });

  it("keeps what was typed and says why when the save fails", async () => {
    const accounts = { ...sampleAccountStore(), updateLocation: () => Promise.reject(new Error('disk full')) };
    const { harness, toasts } = setup(accounts);
    const city = within(address()).getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Yaba');
    await userEvent.click(within(address()).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Failed to update location: disk full', durationMs: 4000 }]));
    expect(city).toHaveValue('Yaba');
    expect(harness.stores.session.get().location?.city).toBe('Ikeja');
  });

  it("says 'User not found' when the account document is gone", async () => {
    const { toasts } = setup(createMemoryAccountStore());
    await userEvent.click(within(profile()).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toasts[0]).toMatchObject({ kind: 'error', message: 'User not found' }));
  });

  it('asks a signed-out visitor to sign in', () => {
    renderScreen(<Settings />, { route: '/settings' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Fsettings');
  });
});
