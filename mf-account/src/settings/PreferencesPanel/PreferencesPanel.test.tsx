import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteAppearance } from 'shared-contracts';
import { SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { failingStore, heldStore, renderSettings } from '../settings-test-setup';

afterEach(() => jest.restoreAllMocks());

const form = (name: string) => screen.getByRole('form', { name });
const switches = (name: string) =>
  Object.fromEntries(within(form(name)).getAllByRole('switch').map((s) => [(s as HTMLInputElement).labels?.[0]?.textContent, (s as HTMLInputElement).checked]));
const stored = async (accounts: ReturnType<typeof sampleAccountStore>) => accounts.readPreferences(SAMPLE_SHOPPER.uid!);

describe('Settings › Notifications (SPEC §3 Notification preferences, §9 Defaults)', () => {
  it('starts from the defaults: email, push, order updates, promotions, recommendations, price alerts on; SMS and newsletter off', async () => {
    await renderSettings({ route: '/settings?tab=notifications' });
    expect(switches('Notifications')).toEqual({
      'Email notifications': true,
      'Push notifications': true,
      'SMS notifications': false,
      'Order updates': true,
      Promotions: true,
      Newsletter: false,
      'Product recommendations': true,
      'Price alerts': true,
    });
  });

  it("saves to the account with 'Saving...', then 'Notifications settings saved successfully', and reads it back", async () => {
    const { accounts, release } = heldStore('savePreferences');
    const { toasts } = await renderSettings({ route: '/settings?tab=notifications', accounts });
    await userEvent.click(screen.getByRole('switch', { name: 'Newsletter' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Promotions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Notifications' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Notifications settings saved successfully', durationMs: 3000 }]));
    expect((await stored(accounts)).notifications).toMatchObject({ newsletter: true, promotions: false, emailNotifications: true });
  });

  it("keeps the choices and says 'Failed to save Notifications settings' when the save fails", async () => {
    const { toasts } = await renderSettings({ route: '/settings?tab=notifications', accounts: failingStore('savePreferences') });
    await userEvent.click(screen.getByRole('switch', { name: 'SMS notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Notifications' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Failed to save Notifications settings', durationMs: 4000 }]));
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
  });
});

describe('Settings › Privacy (SPEC §3 Privacy, §9 Defaults)', () => {
  it('starts public, email and phone hidden, data collection on, third-party sharing off, marketing emails on', async () => {
    await renderSettings({ route: '/settings?tab=privacy' });
    expect(screen.getByRole('radio', { name: /Public/ })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Profile visibility' })).getAllByRole('radio')).toHaveLength(3);
    expect(switches('Privacy')).toEqual({
      'Show my email': false,
      'Show my phone number': false,
      'Usage data': true,
      'Share with partners': false,
      'Marketing emails': true,
    });
  });

  it("saves: 'Privacy settings saved successfully'", async () => {
    const { toasts, accounts } = await renderSettings({ route: '/settings?tab=privacy' });
    await userEvent.click(screen.getByRole('radio', { name: /Private/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show my email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Privacy' }));
    await waitFor(() => expect(toasts[0]).toMatchObject({ kind: 'success', message: 'Privacy settings saved successfully' }));
    expect((await stored(accounts)).privacy).toMatchObject({ profileVisibility: 'private', showEmail: true });
  });
});

describe('Settings › Appearance (theme for the whole site)', () => {
  it('starts on System, with animations on and compact mode off', async () => {
    await renderSettings({ route: '/settings?tab=appearance' });
    const theme = screen.getByRole('group', { name: 'Theme' });
    expect(within(theme).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'LightLight backgrounds',
      'DarkEasy on the eyes at night',
      "SystemFollows your device's setting",
    ]);
    expect(within(theme).getByRole('radio', { name: /System/ })).toBeChecked();
    expect(switches('Appearance')).toEqual({ Animations: true, 'Compact mode': false });
  });

  it('saves and tells the shell to apply it to the whole site at once', async () => {
    const { toasts, accounts, harness } = await renderSettings({ route: '/settings?tab=appearance' });
    const applied: SiteAppearance[] = [];
    harness.bus.on('appearance:changed', (a) => applied.push(a));
    await userEvent.click(screen.getByRole('radio', { name: /Dark/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Animations' }));
    expect(applied).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Save Appearance' }));
    await waitFor(() => expect(toasts[0]).toMatchObject({ kind: 'success', message: 'Appearance settings saved successfully' }));
    expect(applied).toEqual([{ theme: 'dark', animations: false }]);
    expect((await stored(accounts)).appearance).toMatchObject({ theme: 'dark', animations: false, compactMode: false });
  });

  it('changes nothing on the site when the save fails', async () => {
    const { toasts, harness } = await renderSettings({ route: '/settings?tab=appearance', accounts: failingStore('savePreferences') });
    const applied: SiteAppearance[] = [];
    harness.bus.on('appearance:changed', (a) => applied.push(a));
    await userEvent.click(screen.getByRole('radio', { name: /Light/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Appearance' }));
    await waitFor(() => expect(toasts[0]).toMatchObject({ kind: 'error', message: 'Failed to save Appearance settings' }));
    expect(applied).toEqual([]);
    expect(screen.getByRole('radio', { name: /Light/ })).toBeChecked();
  });
});

describe('Settings › Preferences (language, currency, time zone, sound)', () => {
  const options = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);

  it("offers the spec's languages, currencies and 8 time zones, starting on en, NGN and Africa/Lagos", async () => {
    await renderSettings({ route: '/settings?tab=preferences' });
    expect(options('Language')).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja']);
    expect(options('Currency')).toEqual(['NGN', 'USD', 'EUR', 'GBP']);
    expect(options('Time zone')).toHaveLength(8);
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(screen.getByLabelText('Currency')).toHaveValue('NGN');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Africa/Lagos');
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription('Payments are always charged in naira (NGN).');
  });

  it("saves only its own fields of the appearance section: 'Preferences settings saved successfully'", async () => {
    const accounts = sampleAccountStore();
    await accounts.savePreferences(SAMPLE_SHOPPER.uid!, { appearance: { theme: 'dark' } });
    const { toasts, harness } = await renderSettings({ route: '/settings?tab=preferences', accounts });
    const applied: SiteAppearance[] = [];
    harness.bus.on('appearance:changed', (a) => applied.push(a));
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    await userEvent.click(screen.getByRole('switch', { name: 'Sound' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(toasts[0]).toMatchObject({ kind: 'success', message: 'Preferences settings saved successfully' }));
    expect((await stored(accounts)).appearance).toEqual({ theme: 'dark', language: 'fr', currency: 'NGN', timezone: 'Europe/London', soundEnabled: false });
    expect(applied).toEqual([]);
  });

  it('shows what the account saved', async () => {
    const accounts = sampleAccountStore();
    await accounts.savePreferences(SAMPLE_SHOPPER.uid!, { appearance: { currency: 'GBP', theme: 'light' } });
    await renderSettings({ route: '/settings?tab=preferences', accounts });
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
    await userEvent.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(screen.getByRole('radio', { name: /Light/ })).toBeChecked();
  });
});

describe('Settings › Payment', () => {
  it('says cards are paid in the provider window, and saves a preferred way to pay and a receipt email', async () => {
    const { toasts, accounts } = await renderSettings({ route: '/settings?tab=payment' });
    expect(screen.getByText(/never sees or stores your card number/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /USSD/ }));
    await userEvent.type(screen.getByLabelText('Receipt email'), 'receipts@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Payment' }));
    await waitFor(() => expect(toasts[0]).toMatchObject({ kind: 'success', message: 'Payment settings saved successfully' }));
    expect((await stored(accounts)).payment).toEqual({ preferredMethod: 'ussd', receiptEmail: 'receipts@example.com' });
  });

  it('keeps a blank receipt email as none (the account email is used)', async () => {
    const accounts = sampleAccountStore();
    await accounts.savePreferences(SAMPLE_SHOPPER.uid!, { payment: { receiptEmail: 'old@example.com' } });
    const { toasts } = await renderSettings({ route: '/settings?tab=payment', accounts });
    await userEvent.clear(screen.getByLabelText('Receipt email'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Payment' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect((await stored(accounts)).payment?.receiptEmail).toBeNull();
  });
});
