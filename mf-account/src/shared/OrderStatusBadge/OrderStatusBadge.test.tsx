import { render, screen } from '@testing-library/react';
import { OrderStatusBadge } from './OrderStatusBadge';

describe('OrderStatusBadge', () => {
  it.each([
    ['paid', 'Paid'],
    ['sealed', 'Sealed'],
    ['dispatched', 'Dispatched'],
    ['arrived', 'Arrived'],
    ['confirmed', 'Confirmed'],
    ['returned', 'Returned'],
    ['reviewed', 'Reviewed'],
    ['awaiting-payment', 'Awaiting payment'],
    ['expired', 'Expired'],
  ] as const)('names the %s status in words, styled as that status', (status, label) => {
    render(<OrderStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-status', status);
  });
});
