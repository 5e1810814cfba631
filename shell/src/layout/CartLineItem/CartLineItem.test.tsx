import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHarness } from 'shared-contracts/testing';
import type { ShopEvents } from 'shared-contracts';
import { cartLine } from '../../testing/fixtures';
import { renderShell } from '../../testing/render-shell';
import { CartLineItem } from './CartLineItem';

function setup(line = cartLine({ id: 'p1', name: 'Desk Lamp', price: 8000 }, 3)) {
  const harness = createHarness();
  const events: [keyof ShopEvents, unknown][] = [];
  harness.bus.on('*', (type, payload) => events.push([type, payload]));
  const onNavigate = jest.fn();
  const onRemoved = jest.fn();
  renderShell(
    <ul>
      <CartLineItem line={line} onNavigate={onNavigate} onRemoved={onRemoved} />
    </ul>,
    { harness },
  );
  return { events, onNavigate, onRemoved };
}

describe('CartLineItem', () => {
  it('shows picture, name, price and quantity', () => {
    setup();
    expect(screen.getByRole('img', { name: 'Desk Lamp' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Desk Lamp' })).toHaveAttribute('href', '/products/desk-lamp');
    expect(screen.getByText('₦8,000')).toBeInTheDocument();
    expect(screen.getByTestId('quantity')).toHaveTextContent('3');
  });

  it('shows the discount price with the original struck through', () => {
    setup(cartLine({ id: 'h1', name: 'Wireless Headphones', price: 25000, discountPrice: 19999 }));
    expect(screen.getByText('₦19,999')).toBeInTheDocument();
    const original = screen.getByText('₦25,000', { exact: false });
    expect(original.closest('s')).not.toBeNull();
    expect(original.closest('s')).toHaveTextContent('Original price ₦25,000');
  });

  it('changes the quantity by one through the bus', async () => {
    const { events } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Desk Lamp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Desk Lamp' }));
    expect(events.filter(([t]) => t === 'cart:set-quantity')).toEqual([
      ['cart:set-quantity', { productId: 'p1', quantity: 4 }],
      ['cart:set-quantity', { productId: 'p1', quantity: 2 }],
    ]);
  });

  // Marked aria-disabled, not disabled: the button keeps the shopper's focus, and a press does nothing.
  it('disables minus at 1 and plus at 10', () => {
    setup(cartLine({ id: 'a', name: 'One' }, 1));
    expect(screen.getByRole('button', { name: 'Decrease quantity of One' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Increase quantity of One' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('disables plus at the maximum of 10: it keeps focus, and a press sends nothing', async () => {
    const { events } = setup(cartLine({ id: 'b', name: 'Ten' }, 10));
    const plus = screen.getByRole('button', { name: 'Increase quantity of Ten' });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Ten' })).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(plus);
    expect(plus).toHaveFocus();
    expect(events).toEqual([]);
  });

  it('removes the line through the bus and announces it', async () => {
    const { events, onRemoved } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Desk Lamp' }));
    expect(events).toEqual([
      ['cart:remove', { productId: 'p1' }],
      ['announce', { message: 'Removed Desk Lamp from your cart' }],
    ]);
    expect(onRemoved).toHaveBeenCalled();
  });

  it('uses the product slug when the line has one', () => {
    setup(cartLine({ id: 's', name: 'Lamp (Large)', slug: 'lamp-large' }));
    expect(screen.getByRole('link', { name: 'Lamp (Large)' })).toHaveAttribute('href', '/products/lamp-large');
  });
});
