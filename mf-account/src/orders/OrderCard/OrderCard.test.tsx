import { render, screen, within } from '@testing-library/react';
import type { Order } from 'shared-contracts';
import { OrderCard } from './OrderCard';

const order: Order = {
  id: 'ORD-1001',
  status: 'dispatched',
  items: [
    { name: 'Ankara Tote Bag', price: 8500, quantity: 2, image: '' },
    { name: 'Shea Butter Jar', price: 3200, quantity: 1, image: '/img/shea.png' },
  ],
  total: 20200,
  date: '2025-03-14T12:00:00.000Z',
  paymentMethod: 'Card',
  shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
  trackingNumber: 'OJA-TRK-55012',
};

const value = (label: string) => screen.getByText(label).nextElementSibling;

describe('OrderCard', () => {
  it('shows the id, date, status, items with price and Qty, total and payment method', () => {
    render(<OrderCard order={order} />);
    const card = screen.getByRole('article', { name: 'Order ORD-1001' });
    expect(within(card).getByText('14 Mar 2025')).toHaveAttribute('datetime', order.date);
    expect(within(card).getByText('Dispatched')).toBeInTheDocument();
    const items = within(within(card).getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ankara Tote Bag');
    expect(items[0]).toHaveTextContent('Qty 2');
    expect(items[0]).toHaveTextContent('₦8,500');
    expect(items[1]).toHaveTextContent('Qty 1');
    expect(value('Total')).toHaveTextContent('₦20,200');
    expect(value('Paid with')).toHaveTextContent('Card');
    expect(value('Ships to')).toHaveTextContent('12 Allen Avenue, Ikeja, Lagos');
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  });

  it.each(['dispatched', 'arrived'] as const)('shows the tracking number of an %s order', (status) => {
    render(<OrderCard order={{ ...order, status }} />);
    expect(value('Tracking number')).toHaveTextContent('OJA-TRK-55012');
  });

  it.each(['paid', 'sealed', 'confirmed', 'returned', 'reviewed'] as const)('shows no tracking number on a %s order', (status) => {
    render(<OrderCard order={{ ...order, status }} />);
    expect(screen.queryByText('Tracking number')).not.toBeInTheDocument();
    expect(screen.queryByText('OJA-TRK-55012')).not.toBeInTheDocument();
  });

  it('marks an order still being saved', () => {
    render(<OrderCard order={{ ...order, status: 'paid' }} pending />);
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(screen.getByText(/still saving this order/)).toBeInTheDocument();
  });
});
