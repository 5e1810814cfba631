import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartLine, type CartLineProps } from './CartLine';

const line = (overrides: Partial<CartLineProps> = {}) => {
  const props: CartLineProps = {
    name: 'Wireless Headphones',
    image: '/img/headphones.webp',
    price: '₦40,000',
    quantity: 2,
    min: 1,
    max: 10,
    onQuantity: jest.fn(),
    onRemove: jest.fn(),
    ...overrides,
  };
  render(
    <ul>
      <CartLine {...props} />
    </ul>,
  );
  return props;
};

describe('CartLine', () => {
  it('shows the picture, name, price and quantity', () => {
    line({ originalPrice: '₦50,000' });
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('img', { name: 'Wireless Headphones' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Wireless Headphones');
    expect(item).toHaveTextContent('₦40,000Original price ₦50,000');
    expect(within(item).getByRole('group', { name: 'Quantity of Wireless Headphones' })).toHaveTextContent('2');
  });

  it('asks for one more or one fewer', async () => {
    const props = line();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Wireless Headphones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Wireless Headphones' }));
    expect(props.onQuantity).toHaveBeenNthCalledWith(1, 3);
    expect(props.onQuantity).toHaveBeenNthCalledWith(2, 1);
  });

  it('stops at its limits with the button still focusable', async () => {
    const atMin = line({ quantity: 1 });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Wireless Headphones' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    expect(decrease).toBeEnabled();
    await userEvent.click(decrease);
    expect(atMin.onQuantity).not.toHaveBeenCalled();
  });

  it('stops at the maximum', async () => {
    const atMax = line({ quantity: 10 });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Wireless Headphones' });
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    expect(atMax.onQuantity).not.toHaveBeenCalled();
  });

  it('removes the line: an icon in the drawer, a word on the page', async () => {
    const drawer = line();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wireless Headphones' }));
    expect(drawer.onRemove).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove Wireless Headphones' })).toHaveTextContent('');
  });

  it('on the page, says Remove in words and shows the line total', () => {
    line({ variant: 'page', total: '₦80,000' });
    expect(screen.getByRole('button', { name: 'Remove Wireless Headphones' })).toHaveTextContent('Remove');
    expect(screen.getByRole('listitem')).toHaveTextContent('₦80,000');
  });

  it('takes a link as its title', () => {
    line({ title: <a href="/products/wireless-headphones">Wireless Headphones</a> });
    expect(screen.getByRole('link', { name: 'Wireless Headphones' })).toHaveAttribute('href', '/products/wireless-headphones');
  });
});
