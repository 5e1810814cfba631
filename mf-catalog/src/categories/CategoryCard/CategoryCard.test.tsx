import { screen, within } from '@testing-library/react';
import { formatNaira } from 'shared-contracts';
import { renderScreen } from 'shared-contracts/test-utils';
import type { CategorySummary } from '../category-summary';
import { PLACEHOLDER_IMAGE } from '../../shared/ProductImage/placeholder';
import { CategoryCard } from './CategoryCard';
import { CategoryCardSkeleton } from './CategoryCardSkeleton';

const summary = (extra: Partial<CategorySummary> = {}): CategorySummary => ({
  name: 'home-decoration',
  count: 12,
  image: 'https://img.test/lamp.svg',
  description: 'Lamps, frames and plants.',
  averagePrice: 15250,
  topBrands: ['Lumen', 'Oakly', 'Verde'],
  ...extra,
});

it('is one link to the listing filtered to the category, named by its label and count', () => {
  renderScreen(<CategoryCard summary={summary()} />);
  const link = screen.getByRole('link');
  expect(link).toHaveAccessibleName('Home Decoration, 12 products');
  expect(link).toHaveAttribute('href', '/products?category=home-decoration');
  expect(screen.getByRole('heading', { level: 2 })).toContainElement(link);
});

it('shows the count, description, average price and top brands', () => {
  renderScreen(<CategoryCard summary={summary()} />);
  expect(screen.getByText('12 products')).toBeInTheDocument();
  expect(screen.getByText('Lamps, frames and plants.')).toBeInTheDocument();
  expect(screen.getByText(formatNaira(15250))).toBeInTheDocument();
  const brands = screen.getByRole('list', { name: 'Top brands' });
  expect(within(brands).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lumen', 'Oakly', 'Verde']);
});

it('leaves out the brands line when no product has a brand, and says "1 product"', () => {
  renderScreen(<CategoryCard summary={summary({ count: 1, topBrands: [] })} />);
  expect(screen.getByRole('link')).toHaveAccessibleName('Home Decoration, 1 product');
  expect(screen.queryByText('Top brands')).not.toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('keeps a slug with odd characters inside the query parameter', () => {
  renderScreen(<CategoryCard summary={summary({ name: 'tea & coffee' })} />);
  expect(screen.getByRole('link')).toHaveAttribute('href', '/products?category=tea%20%26%20coffee');
});

it('draws the placeholder when the category has no picture', () => {
  const { container } = renderScreen(<CategoryCard summary={summary({ image: '' })} />);
  expect(container.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
});

it('has a skeleton with no link, no text and the layout it stands in for', () => {
  const { container } = renderScreen(<CategoryCardSkeleton layout="list" />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(container.textContent).toBe('');
  expect(screen.getByTestId('category-skeleton')).toHaveAttribute('data-layout', 'list');
});
