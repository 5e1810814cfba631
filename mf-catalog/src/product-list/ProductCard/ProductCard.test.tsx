import { screen } from '@testing-library/react';
import { createHarness } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { testProduct } from '../../testing/catalog-fixture';
import { ProductCard } from './ProductCard';

it.each([
  [1, '1 review'],
  [12, '12 reviews'],
])('says how many reviews the stars stand for (%i)', (reviewCount, label) => {
  renderScreen(<ProductCard product={testProduct(3, { rating: 4.25, reviewCount })} />, { harness: createHarness() });
  expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
  expect(screen.getByLabelText(label)).toHaveTextContent(`(${reviewCount})`);
});
