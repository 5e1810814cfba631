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
});
