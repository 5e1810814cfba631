import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopNotification } from 'shared-contracts';
import { renderScreen } from 'shared-contracts/test-utils';
import { NotificationCard } from './NotificationCard';

const NOW = Date.UTC(2025, 0, 10, 12);
const note = (extra: Partial<ShopNotification> = {}): ShopNotification => ({
  id: 'n1',
  type: 'success',
  title: 'Order shipped',
  message: 'Your parcel is on its way',
  isRead: false,
  isPersistent: false,
  createdAt: NOW - 3 * 3_600_000,
  ...extra,
});

function setup(n: ShopNotification) {
  const onOpen = jest.fn();
  const onRemove = jest.fn();
  renderScreen(
    <ul>
      <NotificationCard notification={n} now={NOW} onOpen={onOpen} onRemove={onRemove} />
    </ul>,
  );
  return { onOpen, onRemove };
}

describe('NotificationCard', () => {
  it('shows type, title, unread dot, relative time, message and action text', () => {
    setup(note({ actionUrl: '/orders/dispatched', actionText: 'Track order' }));
    // Named by everything it shows, in reading order (WCAG 2.5.3, label in name).
    const row = screen.getByRole('link', { name: 'Order shipped Unread 3 hours ago Your parcel is on its way Track order Success' });
    expect(row).toHaveAttribute('href', '/orders/dispatched');
    expect(screen.getByTestId('unread-dot')).toHaveTextContent('Unread');
    expect(screen.getByText('3 hours ago')).toHaveAttribute('datetime', new Date(NOW - 3 * 3_600_000).toISOString());
  });

  it('is a button without an action url, and has no dot once read', () => {
    setup(note({ isRead: true, createdAt: NOW - 20_000, type: 'warning' }));
    expect(screen.getByRole('button', { name: 'Order shipped Just now Your parcel is on its way Warning' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('names a type it does not know as information', () => {
    setup(note({ isRead: true, createdAt: NOW - 20_000, type: 'promo' as ShopNotification['type'] }));
    expect(screen.getByRole('button', { name: 'Order shipped Just now Your parcel is on its way Information' })).toBeInTheDocument();
  });

  it('links another site by its address, and never a javascript: url', () => {
    setup(note({ id: 'a', actionUrl: 'https://help.example/faq' }));
    expect(screen.getByRole('link', { name: /Order shipped/ })).toHaveAttribute('href', 'https://help.example/faq');
  });

  it('treats an unsafe action url as none', () => {
    setup(note({ actionUrl: 'javascript:alert(1)' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Order shipped Unread/ })).toBeInTheDocument();
  });

  it('opens on click and removes through its own named button', async () => {
    const n = note();
    const { onOpen, onRemove } = setup(n);
    await userEvent.click(screen.getByRole('button', { name: /^Order shipped Unread/ }));
    expect(onOpen).toHaveBeenCalledWith(n);
    expect(onRemove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove notification: Order shipped' }));
    expect(onRemove).toHaveBeenCalledWith(n);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
