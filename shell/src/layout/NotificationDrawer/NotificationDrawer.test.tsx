import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopNotification } from 'shared-contracts';
import { createHarness } from 'shared-contracts/testing';
import { notification } from '../../testing/fixtures';
import { renderShell } from '../../testing/render-shell';
import { NotificationDrawer } from './NotificationDrawer';

const NOW = Date.UTC(2025, 0, 10, 12);
const HOUR = 3_600_000;

const ITEMS: ShopNotification[] = [
  notification({ id: 'old', title: 'Oldest', createdAt: NOW - 48 * HOUR, isRead: true }),
  notification({ id: 'new', title: 'Newest', createdAt: NOW - 60_000, actionUrl: '/orders/paid', actionText: 'View order' }),
  notification({ id: 'mid', title: 'Middle', createdAt: NOW - 2 * HOUR }),
];

function setup(items: ShopNotification[] = ITEMS, isOpen = true) {
  const harness = createHarness({ notifications: { items, isOpen, unreadCount: items.filter((n) => !n.isRead).length } });
  renderShell(<NotificationDrawer now={NOW} />, { harness, route: '/shop' });
  return harness;
}

const KNOWN = ['Newest', 'Middle', 'Oldest'];
// The titles in the order shown.
const titles = () =>
  within(screen.getByRole('list', { name: 'Notification list' }))
    .getAllByRole('button')
    .map((b) => KNOWN.find((t) => b.textContent?.startsWith(t)));

describe('NotificationDrawer', () => {
  it('shows the empty state', () => {
    setup([]);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByText('No notifications yet')).toBeInTheDocument();
    expect(within(dialog).getByText("You'll see important updates here")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All Notifications' })).not.toBeInTheDocument();
  });

  it('lists newest first with the unread badge in the header', () => {
    setup();
    expect(titles()).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(screen.getByTestId('drawer-unread-badge')).toHaveTextContent('2 unread');
  });

  it('marks a clicked notification read, follows its link and closes', async () => {
    const harness = setup();
    await userEvent.click(screen.getByRole('button', { name: /Newest/ }));
    expect(harness.stores.notifications.get().items.find((n) => n.id === 'new')?.isRead).toBe(true);
    expect(harness.stores.notifications.get().unreadCount).toBe(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/paid');
    expect(harness.stores.notifications.get().isOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the onboarding notification read through its own action, and opens My Account', async () => {
    const onboarding = notification({
      id: 'onb',
      type: 'onboarding',
      title: 'Welcome! Complete Your Profile',
      createdAt: NOW,
      actionUrl: '/account',
      actionText: 'Complete Profile',
    });
    const harness = setup([onboarding]);
    const events: string[] = [];
    harness.bus.on('*', (type) => events.push(type));
    await userEvent.click(screen.getByRole('button', { name: /Welcome! Complete Your Profile/ }));
    expect(events).toContain('notification:onboarding-read');
    expect(events).not.toContain('notification:read');
    expect(harness.stores.notifications.get().items[0]?.isRead).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });

  it('marks one without a link read and stays open', async () => {
    const harness = setup();
    await userEvent.click(screen.getByRole('button', { name: /Middle/ }));
    expect(harness.stores.notifications.get().items.find((n) => n.id === 'mid')?.isRead).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByTestId('drawer-unread-badge')).toHaveTextContent('1 unread');
  });

  it('Clear Read removes only the read ones', async () => {
    const harness = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Read' }));
    expect(titles()).toEqual(['Newest', 'Middle']);
    expect(harness.stores.notifications.get().unreadCount).toBe(2);
    expect(screen.getByRole('button', { name: 'Clear Read' })).toBeDisabled();
  });

  it('Clear All Notifications empties the list', async () => {
    const harness = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Notifications' }));
    expect(harness.stores.notifications.get().items).toEqual([]);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByTestId('drawer-unread-badge')).not.toBeInTheDocument();
  });

  it('closes from its close button and on Escape', async () => {
    const harness = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(harness.stores.notifications.get().isOpen).toBe(false);
    act(() => harness.stores.notifications.dispatch({ type: 'toggle' }));
    await userEvent.keyboard('{Escape}');
    expect(harness.stores.notifications.get().isOpen).toBe(false);
  });

  it("opens on the bus's 'notifications:open', and stays open if asked twice", () => {
    const harness = setup(ITEMS, false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => harness.bus.emit('notifications:open'));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    act(() => harness.bus.emit('notifications:open'));
    expect(harness.stores.notifications.get().isOpen).toBe(true);
  });
});
