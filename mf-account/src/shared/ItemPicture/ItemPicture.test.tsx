import { fireEvent, render, screen } from '@testing-library/react';
import { ItemPicture } from './ItemPicture';

describe('ItemPicture', () => {
  it('shows the picture, decorative: the name beside it says what it is', () => {
    const { container } = render(<ItemPicture src="/img/basket.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/basket.png');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws a picture instead when there is none or it fails to load, never a broken image', () => {
    const { container, rerender } = render(<ItemPicture src="" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toBeInTheDocument();
    rerender(<ItemPicture src="/img/gone.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] svg')).toBeInTheDocument();
  });
});
