import { render, screen } from '@testing-library/react';
import { formatNaira } from 'shared-contracts';
import { ProductPrice } from './ProductPrice';

it('shows the discounted price, the original struck out and the percent off', () => {
  render(<ProductPrice product={{ price: 20000, discountPrice: 15000 }} />);
  expect(screen.getByText(formatNaira(15000))).toBeInTheDocument();
  const struck = screen.getByRole('deletion');
  expect(struck).toHaveTextContent(`Original price: ${formatNaira(20000)}`);
  expect(screen.getByText('25% OFF')).toBeInTheDocument();
});

it('rounds the percent off as the spec says', () => {
  render(<ProductPrice product={{ price: 300, discountPrice: 200 }} />);
  expect(screen.getByText('33% OFF')).toBeInTheDocument();
});

it('shows only the price without a discount', () => {
  render(<ProductPrice product={{ price: 20000 }} />);
  expect(screen.getByText(formatNaira(20000))).toBeInTheDocument();
  expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
});
