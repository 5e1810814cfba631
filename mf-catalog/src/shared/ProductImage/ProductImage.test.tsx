import { fireEvent, render, screen } from '@testing-library/react';
import { ProductImage } from './ProductImage';
import { PLACEHOLDER_IMAGE } from './placeholder';

it('shows the picture, then the placeholder when it fails to load', () => {
  render(<ProductImage src="http://127.0.0.1:1/x.svg" alt="Oak table" />);
  const image = screen.getByRole('img', { name: 'Oak table' });
  expect(image).toHaveAttribute('src', 'http://127.0.0.1:1/x.svg');
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
});

it('shows the placeholder for a product without a picture', () => {
  render(<ProductImage src="" alt="Plain mug" />);
  expect(screen.getByRole('img', { name: 'Plain mug' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
});
