import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { OrderStatusTiles } from './OrderStatusTiles';

describe('OrderStatusTiles', () => {
  it("links each of the seven statuses to its list with its count and 'order' or 'orders'", () => {
    render(
      <MemoryRouter>
        <OrderStatusTiles counts={{ paid: 2, sealed: 1, dispatched: 0, arrived: 0, confirmed: 0, returned: 0, reviewed: 11 }} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Paid 2 orders' })).toHaveAttribute('href', '/orders/paid');
    expect(screen.getByRole('link', { name: 'Sealed 1 order' })).toHaveAttribute('href', '/orders/sealed');
    expect(screen.getByRole('link', { name: 'Dispatched 0 orders' })).toHaveAttribute('href', '/orders/dispatched');
    expect(screen.getByRole('link', { name: 'Reviewed 11 orders' })).toHaveAttribute('href', '/orders/reviewed');
  });
});
