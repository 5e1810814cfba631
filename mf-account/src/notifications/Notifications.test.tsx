import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ShopNotification } from 'shared-contracts';
import { createHarness, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { Notifications } from './Notifications';

const NOW = Date.UTC(2025, 5, 1, 12);
const MIN = 60_000;
const note = (id: string, title: string, extra: Partial<ShopNotification> = {}): ShopNotification => ({
  id,
  type: 'success',
  title,
  message: `${title} message`,
  isRead: false,
  isPersistent: false,
  createdAt: NOW,
  ...extra,
});

// Newest first on screen whatever the stored order: read, unread, onboarding (unread), read.
const ITEMS = [
  note('paid', 'Order paid', { createdAt: NOW - 2 * 60 * MIN, isRead: true, actionUrl: '/orders/paid', actionText: 'View order' }),
  note('shipped', 'Order shipped', { createdAt: NOW - 5 * MIN, type: 'warning', actionUrl: '/orders/dispatched', actionText: 'Track it' }),
  note('welcome', 'Welcome! Complete Your Profile', { createdAt: NOW - 30 * MIN, type: 'onboarding', isPersistent: true, actionUrl: '/account' }),
  note('failed', 'Payment failed', { createdAt: NOW - 3 * 24 * 60 * MIN, type: 'error', isRead: true }),
];

function setup(items: ShopNotification[] = ITEMS, { signedIn = true } = {}) {
  const harness = createHarness({
    ...(signedIn ? { session: SAMPLE_SHOPPER } : {}),
    notifications: { items, isOpen: false, unreadCount: items.filter((n) => !n.isRead).length },
    now: () => Date.now(),
  });
  const events: string[] = [];
  harness.bus.on('*', (type) => events.push(type));
  const announced: string[] = [];
  harness.bus.on('announce', (e) => announced.push(e.message));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderScreen(
    <Routes>
      <Route path="/notifications" element={<Notifications />} />
      <Route path="*" element={<h1>Elsewhere</h1>} />
    </Routes>,
    { harness, route: '/notifications' },
  );
  const store = () => harness.stores.notifications.get();
  return { harness, user, events, announced, store };
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const rows = () => within(screen.getByRole('list', { name: 'Notification list' })).getAllByRole('listitem');
/** A notification's row: a link when it has an action url, else a button; its name starts with the title. */
const row = (title: string) => {
  const name = new RegExp(`^${title}`);
  return screen.queryByRole('link', { name }) ?? screen.getByRole('button', { name });
};
const badge = () => screen.queryByTestId('unread-badge');

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('Notifications (/notifications): the list', () => {
  it('asks a signed-out visitor to sign in and come back here', () => {
    setup(ITEMS, { signedIn: false });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Fnotifications');
  });

  it('shows the header with the unread badge, the tabs with counts and every notification newest first', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent('2 unread');
    expect(screen.getByRole('tablist', { name: 'Show notifications' })).toBeInTheDocument();
    expect(tab(/^All/)).toHaveAccessibleName('All 4');
    expect(tab(/^Unread/)).toHaveAccessibleName('Unread 2');
    expect(tab(/^Read/)).toHaveAccessibleName('Read 2');
    expect(tab(/^All/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'All 4' })).toBeInTheDocument();
    expect(rows().map((li) => li.textContent)).toEqual([
      expect.stringContaining('Order shipped'),
      expect.stringContaining('Welcome! Complete Your Profile'),
      expect.stringContaining('Order paid'),
      expect.stringContaining('Payment failed'),
    ]);
  });

  it('shows each item with its type, title, unread dot, relative time, message and action text', () => {
    setup();
    expect(row('Order shipped')).toHaveAccessibleName('Order shipped Unread 5 minutes ago Order shipped message Track it Warning');
    expect(row('Payment failed')).toHaveAccessibleName('Payment failed 3 days ago Payment failed message Error');
    expect(row('Welcome!')).toHaveAccessibleName(/^Welcome! .*30 minutes ago .*Getting started$/);
    expect(row('Order paid')).toHaveAccessibleName(/^Order paid 2 hours ago .* View order Success$/);
  });

  it('keeps the relative times current while the page stays open', () => {
    setup([note('new', 'Just arrived', { createdAt: NOW - 10_000 })]);
    expect(row('Just arrived')).toHaveAccessibleName(/Just now/);
    act(() => jest.advanceTimersByTime(2 * MIN));
    expect(row('Just arrived')).toHaveAccessibleName(/2 minutes ago/);
  });
});

describe('Notifications: tabs and their empty texts', () => {
  it('filters with the tabs, by click and by arrow keys', async () => {
    const { user } = setup();
    await user.click(tab(/^Unread/));
    expect(screen.getByRole('tabpanel', { name: 'Unread 2' })).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /^Order paid/ })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(tab(/^Read/)).toHaveFocus();
    expect(tab(/^Read/)).toHaveAttribute('aria-selected', 'true');
    expect(rows().map((li) => li.textContent)).toEqual([expect.stringContaining('Order paid'), expect.stringContaining('Payment failed')]);

    await user.keyboard('{ArrowRight}');
    expect(tab(/^All/)).toHaveFocus();
    expect(rows()).toHaveLength(4);
  });

  it('says there are none yet, with no clear buttons, when the list is empty', () => {
    setup([]);
    const panel = screen.getByRole('tabpanel', { name: 'All 0' });
    expect(within(panel).getByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(within(panel).getByText("You'll see important updates and messages here")).toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Read' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it("says 'No unread notifications' on the Unread tab when all are read", async () => {
    const { user } = setup([note('a', 'Seen', { isRead: true })]);
    await user.click(tab(/^Unread/));
    expect(screen.getByRole('heading', { name: 'No unread notifications' })).toBeInTheDocument();
    expect(screen.getByText('All caught up! No new notifications')).toBeInTheDocument();
    await user.click(tab(/^Read/));
    expect(rows()).toHaveLength(1);
  });

  it("says 'No read notifications' on the Read tab when none is read", async () => {
    const { user } = setup([note('a', 'Fresh')]);
    await user.click(tab(/^Read/));
    expect(screen.getByRole('heading', { name: 'No read notifications' })).toBeInTheDocument();
    expect(screen.getByText('No read notifications to display')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
  });
});

describe('Notifications: opening one', () => {
  it('marks an unread one read and follows its action url', async () => {
    const { user, store, events } = setup();
    await user.click(row('Order shipped'));
    expect(events).toContain('notification:read');
    expect(store().items.find((n) => n.id === 'shipped')!.isRead).toBe(true);
    expect(store().unreadCount).toBe(1);
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('links the row to the action url itself', () => {
    setup();
    expect(row('Order shipped')).toHaveAttribute('href', '/orders/dispatched');
  });

  it('marks the onboarding notification read through its own event', async () => {
    const { user, store, events } = setup();
    await user.click(row('Welcome!'));
    expect(events).toContain('notification:onboarding-read');
    expect(events).not.toContain('notification:read');
    expect(store().items.find((n) => n.id === 'welcome')!.isRead).toBe(true);
  });

  it('sends nothing for one already read; one with no url stays on the page', async () => {
    const { user, events } = setup();
    await user.click(row('Payment failed'));
    expect(events.filter((e) => e.startsWith('notification'))).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('under Unread, a read one leaves the list and focus moves to the next row', async () => {
    const { user } = setup([note('a', 'First', { createdAt: NOW - MIN }), note('b', 'Second', { createdAt: NOW - 2 * MIN })]);
    await user.click(tab(/^Unread/));
    await user.click(row('First'));
    expect(rows()).toHaveLength(1);
    expect(row('Second')).toHaveFocus();
    expect(badge()).toHaveTextContent('1 unread');
  });
});

describe('Notifications: remove, Clear Read, Clear All', () => {
  it('removes one with its named button and focuses the next row', async () => {
    const { user, store, announced } = setup();
    await user.click(screen.getByRole('button', { name: 'Remove notification: Order shipped' }));
    expect(store().items.map((n) => n.id)).not.toContain('shipped');
    expect(store().unreadCount).toBe(1);
    expect(rows()).toHaveLength(3);
    expect(row('Welcome!')).toHaveFocus();
    expect(announced).toEqual(['Removed notification: Order shipped']);
  });

  it('removing the last one focuses the empty panel', async () => {
    const { user } = setup([note('a', 'Only one')]);
    await user.click(screen.getByRole('button', { name: 'Remove notification: Only one' }));
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
  });

  it('Clear Read keeps the unread ones, and is disabled when nothing is read', async () => {
    const { user, store, announced } = setup();
    await user.click(screen.getByRole('button', { name: 'Clear Read' }));
    expect(store().items.map((n) => n.id).sort()).toEqual(['shipped', 'welcome']);
    expect(tab(/^Read/)).toHaveAccessibleName('Read 0');
    expect(screen.getByRole('button', { name: 'Clear Read' })).toBeDisabled();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(announced).toEqual(['Read notifications cleared']);
  });

  it('Clear All asks first; Cancel and Escape keep everything', async () => {
    const { user, store } = setup();
    const clearAll = screen.getByRole('button', { name: 'Clear All' });
    await user.click(clearAll);
    const confirm = screen.getByRole('group', { name: 'Clear all 4 notifications? This cannot be undone.' });
    expect(clearAll).toHaveAttribute('aria-expanded', 'true');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(clearAll).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store().items).toHaveLength(4);
  });

  it('Clear All, confirmed, empties the list everywhere', async () => {
    const { user, store, announced } = setup();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    expect(store()).toMatchObject({ items: [], unreadCount: 0 });
    expect(screen.getByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(badge()).not.toBeInTheDocument();
    expect(announced).toEqual(['All notifications cleared']);
  });
});

describe('Notifications: one store with the drawer', () => {
  it('shows at once what arrives or changes elsewhere (the drawer, the shell)', () => {
    const { harness } = setup();
    act(() => harness.bus.emit('notification:add', { type: 'success', title: 'Item listed', message: 'Your item is live' }));
    expect(row('Item listed')).toBeInTheDocument();
    expect(badge()).toHaveTextContent('3 unread');
    expect(tab(/^All/)).toHaveAccessibleName('All 5');

    act(() => harness.stores.notifications.dispatch({ type: 'markRead', id: 'shipped' }));
    expect(row('Order shipped')).not.toHaveAccessibleName(/Unread/);
    expect(badge()).toHaveTextContent('2 unread');

    act(() => harness.stores.notifications.dispatch({ type: 'clearAll' }));
    expect(screen.getByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
  });

  it('closes the Clear All question when the list is emptied elsewhere', async () => {
    const { harness, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    act(() => harness.stores.notifications.dispatch({ type: 'clearAll' }));
    act(() => harness.bus.emit('notification:add', { type: 'other', title: 'New', message: 'x' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
