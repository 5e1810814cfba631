import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationItem, NotificationTypeIcon, type NotificationItemProps } from './NotificationItem';

const item = (overrides: Partial<NotificationItemProps> = {}) => {
  const onOpen = jest.fn();
  const props: NotificationItemProps = {
    type: 'success',
    title: 'Order confirmed',
    message: 'Your order #A1 is paid.',
    actionText: 'View order',
    isRead: false,
    time: '2 hours ago',
    dateTime: '2026-11-28T10:00:00.000Z',
    row: ({ className, children }) => (
      <button type="button" className={className} onClick={onOpen}>
        {children}
      </button>
    ),
    ...overrides,
  };
  render(
    <ul>
      <NotificationItem {...props} />
    </ul>,
  );
  return { props, onOpen };
};

describe('NotificationItem', () => {
  it('is one row named by everything it shows, the title first', async () => {
    const { onOpen } = item({ typeLabel: 'Success' });
    const row = screen.getByRole('button', { name: 'Order confirmed Unread 2 hours ago Your order #A1 is paid. View order Success' });
    await userEvent.click(row);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('listitem')).toHaveAttribute('data-type', 'success');
    expect(row.querySelector('time')).toHaveAttribute('datetime', '2026-11-28T10:00:00.000Z');
  });

  it('shows the unread dot only while unread', () => {
    item({ isRead: true });
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    expect(screen.getByRole('listitem')).not.toHaveClass('unread');
  });

  it('marks an unread row and leaves out an action it does not have', () => {
    item({ actionText: null });
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveClass('unread');
    expect(screen.getByRole('button')).not.toHaveTextContent('View order');
  });

  it('offers a separate Remove when asked', async () => {
    const onRemove = jest.fn();
    item({ onRemove });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Order confirmed' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no Remove unless asked', () => {
    item();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

describe('NotificationTypeIcon', () => {
  it.each(['onboarding', 'success', 'warning', 'error', 'other'])('draws %s in its own colour', (type) => {
    const { container } = render(<NotificationTypeIcon type={type} />);
    const icon = container.firstElementChild!;
    expect(icon).toHaveAttribute('data-type', type);
    expect(icon).toHaveClass(type);
    expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws an unknown type as information, and says its label to screen readers', () => {
    const { container } = render(<NotificationTypeIcon type="promo" label="Information" />);
    expect(container.firstElementChild).toHaveAttribute('data-type', 'other');
    expect(within(container as HTMLElement).getByText('Information')).toHaveClass('visually-hidden');
  });
});
