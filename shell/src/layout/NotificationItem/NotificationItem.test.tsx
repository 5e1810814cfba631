import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notification } from '../../testing/fixtures';
import { NotificationItem } from './NotificationItem';

const NOW = Date.UTC(2025, 0, 10, 12);

describe('NotificationItem', () => {
  it('shows title, relative time, message and action text; unread ones carry a dot', () => {
    const n = notification({
      id: 'a',
      type: 'success',
      title: 'Order confirmed',
      message: 'Your order was paid',
      actionText: 'View order',
      createdAt: NOW - 3 * 60 * 60 * 1000,
    });
    render(
      <ul>
        <NotificationItem notification={n} onSelect={() => {}} now={NOW} />
      </ul>,
    );
    const button = screen.getByRole('button', { name: /Order confirmed/ });
    expect(button).toHaveTextContent('3 hours ago');
    expect(button).toHaveTextContent('Your order was paid');
    expect(button).toHaveTextContent('View order');
    expect(screen.getByTestId('unread-dot')).toHaveTextContent('Unread');
    expect(screen.getByRole('listitem')).toHaveAttribute('data-type', 'success');
  });

  it('has no dot once read, and says Just now under a minute', () => {
    render(
      <ul>
        <NotificationItem notification={notification({ id: 'b', isRead: true, createdAt: NOW - 30_000 })} onSelect={() => {}} now={NOW} />
      </ul>,
    );
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent('Just now');
  });

  it('hands the notification to onSelect when clicked', async () => {
    const onSelect = jest.fn();
    const n = notification({ id: 'c', createdAt: NOW });
    render(
      <ul>
        <NotificationItem notification={n} onSelect={onSelect} now={NOW} />
      </ul>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSelect).toHaveBeenCalledWith(n);
  });
});
