import { screen } from '@testing-library/react';
import { renderScreen } from 'shared-contracts/test-utils';
import { Home } from './Home';

test('the home page has its heading and every block, the flash sale last (the shell’s footer follows)', () => {
  const { container } = renderScreen(<Home />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oja Express');
  expect(screen.getByRole('region', { name: 'Featured promotions' })).toHaveAttribute('aria-roledescription', 'carousel');
  expect(screen.getAllByRole('link', { name: /^SHOP NOW/ })).toHaveLength(3);
  expect(screen.getByRole('region', { name: 'Shop By Categories' })).toBeInTheDocument();
  expect(screen.getByText(/five star reviews and counting!$/)).toHaveTextContent('Over 10,376 five star reviews and counting!');
  expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  expect(container.firstElementChild?.lastElementChild).toHaveAttribute('aria-labelledby', 'flash-sale-heading');
});
