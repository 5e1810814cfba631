import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHarness, createMemoryAccountStore, SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { Settings } from './Settings';
import { failingStore, heldStore, renderSettings } from './settings-test-setup';

afterEach(() => jest.restoreAllMocks());

const TABS = ['Profile', 'Account', 'Addresses', 'Payment', 'Notifications', 'Privacy', 'Appearance', 'Preferences'];

describe('Settings (/settings): tabs', () => {
  it('shows the eight tabs, Profile selected by default with its panel', async () => {
    await renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(TABS);
    expect(tablist).toContainElement(screen.getByRole('tab', { name: 'Profile', selected: true }));
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(panel).toContainElement(screen.getByRole('form', { name: 'Profile' }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('opens the tab the URL names', async () => {
    await renderSettings({ route: '/settings?tab=privacy' });
    expect(screen.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Privacy' })).toBeInTheDocument();
  });

  it('falls back to Profile for a tab it does not know', async () => {
    await renderSettings({ route: '/settings?tab=wallet' });
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
  });

  it('switches the panel on click and puts the tab in the URL', async () => {
    const { url } = await renderSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(screen.getByRole('tabpanel', { name: 'Appearance' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Profile' })).not.toBeInTheDocument();
    expect(url()).toBe('/settings?tab=appearance');
  });

  it('moves with the arrow keys, Home and End, the selected tab being the one tab stop', async () => {
    const { url } = await renderSettings();
    const profile = screen.getByRole('tab', { name: 'Profile' });
    expect(profile).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('tabindex', '-1');
    profile.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Addresses', selected: true })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Preferences', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Preferences', selected: true })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(url()).toBe('/settings?tab=preferences');
  });

  it('keeps what was typed on a tab while another one is open', async () => {
    await renderSettings();
    await userEvent.type(screen.getByLabelText('Referral Name'), 'Chidi');
    await userEvent.click(screen.getByRole('tab', { name: 'Privacy' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByLabelText('Referral Name')).toHaveValue('Chidi');
  });
});

describe('Settings (/settings): loading', () => {
  it('says it is loading until the account is read', async () => {
    const { accounts, release } = heldStore('read');
    renderScreen(<Settings />, { harness: createHarness({ session: SAMPLE_SHOPPER, accounts }), route: '/settings' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('form', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your settings…')).not.toBeInTheDocument();
  });

  it("says when the saved settings could not be read, shows the session's copy, and tries again", async () => {
    const store = sampleAccountStore();
    let fail = true;
    const accounts = { ...failingStore('read', store), read: (uid: string) => (fail ? Promise.reject(new Error('offline')) : store.read(uid)) };
    await renderSettings({ accounts });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your saved settings");
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByLabelText('Unique Identifier')).toHaveValue('harness-shopper');
  });

  it('treats a missing account document the same way', async () => {
    await renderSettings({ accounts: createMemoryAccountStore() });
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, back to the same tab', () => {
    renderScreen(<Settings />, { route: '/settings?tab=privacy' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Fsettings%3Ftab%3Dprivacy');
  });
});
