import { render, screen, within } from '@testing-library/react';
import { SaleList } from './SaleList';

describe('SaleList', () => {
  it('shows what sold, to whom and where, when, its status and the seller’s total', () => {
    render(
      <SaleList
        sales={[{ id: 'ORD-1', item: 'Adire pillow × 2', status: 'paid', price: 37_000, date: '2026-11-23T12:00:00.000Z', buyer: { firstName: 'Ngozi', city: 'Ikeja' } }]}
      />,
    );
    const sale = within(screen.getByRole('listitem'));
    expect(sale.getByRole('heading', { name: 'Adire pillow × 2' })).toBeInTheDocument();
    expect(sale.getByText('₦37,000')).toBeInTheDocument();
    expect(sale.getByText('Sold to Ngozi in Ikeja')).toBeInTheDocument();
    expect(sale.getByText('23 Nov 2026')).toBeInTheDocument();
    expect(sale.getByText('Paid')).toBeInTheDocument();
  });

  it('shows the seller why an item came back, and what its buyer wrote of it', () => {
    const sale = { item: 'Ankara Tote', price: 12_500 };
    render(
      <SaleList
        sales={[
          { ...sale, id: 'ORD-1', status: 'returned', returnReason: 'The strap came loose' },
          { ...sale, id: 'ORD-2', status: 'reviewed', review: { rating: 4, comment: 'Sturdy and bright' } },
        ]}
      />,
    );
    const [returned, reviewed] = screen.getAllByRole('listitem');
    expect(returned).toHaveTextContent('Returned by the buyer: The strap came loose');
    expect(reviewed).toHaveTextContent('Rated 4 out of 5: Sturdy and bright');
  });
});
