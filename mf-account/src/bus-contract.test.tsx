/**
 * mf-account's side of the bus contract (DESIGN: the shell checks every payload a remote sends).
 * Emits: session:set and toast (sign-up and sign-in), session:update and appearance:changed
 * (Settings), the notification events and announce (Notifications). Listens: nothing; it reads
 * the session and the notifications through the platform's stores. (The standalone page's
 * bootstrap.tsx applies appearance:changed itself, standing in for the shell: not the shop's code.)
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { MESSAGES, type ShopNotification } from 'shared-contracts';
import { busContract, type EmitDriver } from 'shared-contracts/contract-tests';
import { HARNESS_GOOGLE_USER, SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { Notifications } from './notifications/Notifications';
import { Register } from './sign-in/Register';
import { Settings } from './settings/Settings';

/** A new shopper signs up with Google and is signed in. */
const signUp: EmitDriver = async (make) => {
  const harness = make();
  renderScreen(
    <Routes>
      <Route path="/register" element={<Register />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { harness, route: '/register' },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
  await waitFor(() => expect(harness.stores.session.get()).toMatchObject({ uid: HARNESS_GOOGLE_USER.uid, isLoggedIn: true }));
};

/** Opens Settings on a tab for the sample shopper; resolves once the account has loaded. */
async function openSettings(make: Parameters<EmitDriver>[0], route: string) {
  const harness = make({ session: SAMPLE_SHOPPER, accounts: sampleAccountStore() });
  const view = renderScreen(<Settings />, { harness, route });
  await screen.findAllByRole('tabpanel');
  return { harness, unmount: view.unmount };
}

/** The shopper renames themself, changes their photo, then moves house. */
const editProfile: EmitDriver = async (make) => {
  const user = userEvent.setup();
  const profile = await openSettings(make, '/settings');
  const form = screen.getByRole('form', { name: 'Profile' });
  await user.clear(within(form).getByLabelText('First Name'));
  await user.type(within(form).getByLabelText('First Name'), 'Adaeze');
  await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
  await waitFor(() => expect(profile.harness.stores.session.get().primaryInformation?.firstName).toBe('Adaeze'));
  await user.upload(screen.getByLabelText('Upload photo'), new File(['x'], 'me.png', { type: 'image/png' }));
  await waitFor(() => expect(profile.harness.stores.session.get().primaryInformation?.photoUrl).toMatch(/^data:image\/png/));
  profile.unmount();

  const addresses = await openSettings(make, '/settings?tab=addresses');
  const shipping = screen.getByRole('form', { name: 'Shipping address' });
  await user.clear(within(shipping).getByLabelText('City'));
  await user.type(within(shipping).getByLabelText('City'), 'Yaba');
  await user.click(within(shipping).getByRole('button', { name: 'Save Address' }));
  await waitFor(() => expect(addresses.harness.stores.session.get().location?.city).toBe('Yaba'));
};

/** The shopper picks the dark theme without animations and saves. */
const saveAppearance: EmitDriver = async (make) => {
  const user = userEvent.setup();
  const { harness } = await openSettings(make, '/settings?tab=appearance');
  const applied = jest.fn();
  harness.bus.on('appearance:changed', applied);
  await user.click(screen.getByRole('radio', { name: /Dark/ }));
  await user.click(screen.getByRole('switch', { name: 'Animations' }));
  await user.click(screen.getByRole('button', { name: 'Save Appearance' }));
  await waitFor(() => expect(applied).toHaveBeenCalledWith({ theme: 'dark', animations: false }));
};

const NOW = Date.now();
const note = (id: string, title: string, extra: Partial<ShopNotification> = {}): ShopNotification => ({
  id,
  type: 'success',
  title,
  message: `${title}.`,
  isRead: false,
  isPersistent: false,
  createdAt: NOW - 60_000,
  ...extra,
});

function openNotifications(make: Parameters<EmitDriver>[0], items: ShopNotification[]) {
  const harness = make({
    session: SAMPLE_SHOPPER,
    notifications: { items, isOpen: false, unreadCount: items.filter((n) => !n.isRead).length },
  });
  const view = renderScreen(
    <Routes>
      <Route path="/notifications" element={<Notifications />} />
      <Route path="*" element={<h1>Elsewhere</h1>} />
    </Routes>,
    { harness, route: '/notifications' },
  );
  return { harness, unmount: view.unmount };
}

/** The shopper opens the onboarding note, then reads, removes and clears the others. */
const manageNotifications: EmitDriver = async (make) => {
  const user = userEvent.setup();
  const onboarding = note('welcome', MESSAGES.onboarding.title, { type: 'onboarding', actionUrl: MESSAGES.onboarding.actionUrl, isPersistent: true });
  const first = openNotifications(make, [onboarding]);
  await user.click(screen.getByRole('link', { name: new RegExp(`^${MESSAGES.onboarding.title}`) }));
  expect(first.harness.stores.notifications.get().items[0]!.isRead).toBe(true);
  first.unmount();

  const { harness } = openNotifications(make, [
    note('alert', 'Price alert', { type: 'warning' }),
    note('placed', 'Order placed', { createdAt: NOW - 120_000 }),
    note('old', 'Old news', { isRead: true, createdAt: NOW - 180_000 }),
  ]);
  await user.click(screen.getByRole('button', { name: /^Price alert/ }));
  await user.click(screen.getByRole('button', { name: 'Remove notification: Order placed' }));
  await user.click(screen.getByRole('button', { name: 'Clear Read' }));
  // Something new arrives meanwhile, so Clear All still has a note to clear.
  act(() => harness.bus.emit('notification:add', { type: 'other', title: 'New collection', message: 'In the shop.' }));
  await user.click(await screen.findByRole('button', { name: 'Clear All' }));
  await user.click(screen.getByRole('button', { name: 'Yes, clear all' }));
  expect(harness.stores.notifications.get().items).toEqual([]);
};

busContract('mf-account', {
  emits: {
    'session:set': signUp,
    toast: signUp,
    'session:update': editProfile,
    'appearance:changed': saveAppearance,
    'notification:read': manageNotifications,
    'notification:onboarding-read': manageNotifications,
    'notification:remove': manageNotifications,
    'notifications:clear-read': manageNotifications,
    'notifications:clear-all': manageNotifications,
    announce: manageNotifications,
  },
  listens: {},
});
