import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { failingStore, heldStore, renderSettings } from '../settings-test-setup';

afterEach(() => jest.restoreAllMocks());

const ROUTE = '/settings?tab=addresses';
const shipping = () => screen.getByRole('form', { name: 'Shipping address' });
const billing = () => screen.getByRole('form', { name: 'Billing address' });

describe('Settings › Addresses (SPEC §3 location)', () => {
  it('fills the shipping address from the account; Nigeria first, then the spec countries', async () => {
    const accounts = sampleAccountStore();
    await accounts.updateLocation(SAMPLE_SHOPPER.uid!, { country: null });
    await renderSettings({ route: ROUTE, accounts });
    expect(within(shipping()).getByLabelText('City')).toHaveValue('Ikeja');
    expect(within(shipping()).getByLabelText('Country')).toHaveValue('Nigeria');
    expect(within(within(shipping()).getByLabelText('Country')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Nigeria',
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'Germany',
      'France',
    ]);
  });

  it("saves the shipping address to the account and the session: 'Location information updated successfully'", async () => {
    const { accounts, release } = heldStore('updateLocation');
    const { toasts, harness } = await renderSettings({ route: ROUTE, accounts });
    await userEvent.selectOptions(within(shipping()).getByLabelText('Country'), 'Canada');
    await userEvent.clear(within(shipping()).getByLabelText('Street Number'));
    await userEvent.click(within(shipping()).getByRole('button', { name: 'Save Address' }));
    expect(within(shipping()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Location information updated successfully', durationMs: 3000 }]));
    const location = (await accounts.read(SAMPLE_SHOPPER.uid!))!.user.location;
    expect(location).toMatchObject({ country: 'Canada', streetNumber: null, city: 'Ikeja' });
    expect(harness.stores.session.get().location).toMatchObject({ country: 'Canada', streetNumber: null });
  });

  it("keeps what was typed and says 'Failed to update Location information' when the save fails", async () => {
    const { toasts, harness } = await renderSettings({ route: ROUTE, accounts: failingStore('updateLocation') });
    const city = within(shipping()).getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Yaba');
    await userEvent.click(within(shipping()).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Failed to update Location information', durationMs: 4000 }]));
    expect(city).toHaveValue('Yaba');
    expect(harness.stores.session.get().location?.city).toBe('Ikeja');
  });

  it("copies the shipping address as typed to billing: 'Shipping address copied to billing'", async () => {
    const { toasts } = await renderSettings({ route: ROUTE });
    expect(within(billing()).getByLabelText('City')).toHaveValue('');
    await userEvent.clear(within(shipping()).getByLabelText('City'));
    await userEvent.type(within(shipping()).getByLabelText('City'), 'Lekki');
    await userEvent.click(within(billing()).getByRole('button', { name: 'Copy shipping address' }));
    expect(toasts).toEqual([{ kind: 'success', message: 'Shipping address copied to billing', durationMs: 3000 }]);
    expect(within(billing()).getByLabelText('City')).toHaveValue('Lekki');
    expect(within(billing()).getByLabelText('Street Name')).toHaveValue('Allen Avenue');
    expect(within(billing()).getByLabelText('Country')).toHaveValue('Nigeria');
  });

  it('saves the billing address to the account, and reads it back', async () => {
    const { toasts, accounts } = await renderSettings({ route: ROUTE });
    await userEvent.click(within(billing()).getByRole('button', { name: 'Copy shipping address' }));
    await userEvent.click(within(billing()).getByRole('button', { name: 'Save Billing Address' }));
    await waitFor(() => expect(toasts[1]).toMatchObject({ kind: 'success', message: 'Billing settings saved successfully' }));
    expect((await accounts.readPreferences(SAMPLE_SHOPPER.uid!)).billing).toMatchObject({ city: 'Ikeja', streetName: 'Allen Avenue' });
  });

  it('shows a saved billing address', async () => {
    const accounts = sampleAccountStore();
    await accounts.savePreferences(SAMPLE_SHOPPER.uid!, { billing: { city: 'Abuja', country: 'United Kingdom' } });
    await renderSettings({ route: ROUTE, accounts });
    expect(within(billing()).getByLabelText('City')).toHaveValue('Abuja');
    expect(within(billing()).getByLabelText('Country')).toHaveValue('United Kingdom');
  });
});
