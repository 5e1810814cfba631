import { screen, within } from '@testing-library/react';
import { renderScreen } from 'shared-contracts/test-utils';
import { testProduct } from '../../testing/catalog-fixture';
import { ProductInfo } from './ProductInfo';

const details = () => within(screen.getByRole('region', { name: 'Product Details' }));
const detail = (term: string) => details().getByText(term).nextElementSibling as HTMLElement;

it('names the product, its rating, review count and New badge', () => {
  renderScreen(<ProductInfo product={testProduct(1, { name: 'Oak Table', rating: 4.6, reviewCount: 523, isNew: true })} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Oak Table' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  expect(screen.getAllByRole('img', { name: 'Rated 4.6 out of 5' }).length).toBeGreaterThan(0);
  expect(screen.getByText('(523)')).toBeInTheDocument();
  expect(screen.getByText('New')).toBeInTheDocument();
  expect(screen.getByText('About test product 1.')).toBeInTheDocument();
});

it('shows no New badge on a product that is not new', () => {
  renderScreen(<ProductInfo product={testProduct(2, { isNew: false })} />);
  expect(screen.queryByText('New')).not.toBeInTheDocument();
});

it('lists the brand, stock, rating and category, then links the category and says it is in stock', () => {
  renderScreen(
    <ProductInfo product={testProduct(3, { brand: 'Lagos Woodworks', stock: 17, rating: 4.2, category: 'home-decoration' })} />,
  );
  expect(detail('Brand')).toHaveTextContent('Lagos Woodworks');
  expect(detail('Stock available')).toHaveTextContent('17');
  expect(within(detail('Rating')).getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
  expect(detail('Category')).toHaveTextContent('Home Decoration');
  expect(screen.getByRole('link', { name: 'Home Decoration' })).toHaveAttribute('href', '/products?category=home-decoration');
  expect(screen.getByText('In Stock (17 items)')).toBeInTheDocument();
});

it('leaves the brand out when the product has none', () => {
  renderScreen(<ProductInfo product={testProduct(4)} />);
  expect(details().queryByText('Brand')).not.toBeInTheDocument();
});

it('says Out of Stock and cannot be added when none are left', () => {
  renderScreen(<ProductInfo product={testProduct(5, { stock: 0 })} />);
  expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
});
