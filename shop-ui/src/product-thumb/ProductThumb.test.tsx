import { fireEvent, render, screen } from '@testing-library/react';
import { ProductThumb } from './ProductThumb';

describe('ProductThumb', () => {
  it('shows the picture with the product name as its text', () => {
    render(<ProductThumb src="/img/headphones.webp" name="Wireless Headphones" />);
    const img = screen.getByRole('img', { name: 'Wireless Headphones' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/img/headphones.webp');
  });

  it('shows a placeholder, not a broken image, when there is no picture', () => {
    render(<ProductThumb src="" name="Wireless Headphones" />);
    const placeholder = screen.getByRole('img', { name: 'Wireless Headphones' });
    expect(placeholder.tagName).not.toBe('IMG');
  });

  it('swaps to the placeholder when the picture fails to load', () => {
    render(<ProductThumb src="/img/missing.webp" name="Desk Lamp" />);
    fireEvent.error(screen.getByRole('img', { name: 'Desk Lamp' }));
    expect(screen.getByRole('img', { name: 'Desk Lamp' }).tagName).not.toBe('IMG');
    expect(document.querySelector('img')).toBeNull();
  });
});
