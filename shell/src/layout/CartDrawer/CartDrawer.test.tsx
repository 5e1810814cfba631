import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type CartLine, type ShopEvents } from 'shared-contracts';
import { createHarness, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { cartLine } from '../../testing/fixtures';
import { renderShell } from '../../testing/render-shell';
import { CartDrawer } from './CartDrawer';

const LINES: CartLine[] = [
  cartLine({ id: 'h', name: 'Wireless Headphones', price: 25000, discountPrice: 19999 }, 2),
  cartLine({ id: 'c', name: 'Office Chair', price: 85000 }, 1),
];

function setup({ items = LINES, loggedIn = false, route = '/shop' } = {}) {
  const harness = createHarness({ cart: { items, isOpen: true }, ...(loggedIn ? { session: SAMPLE_SHOPPER } : {}) });
  const toasts: ShopEvents['toast'][] = [];
  harness.bus.on('toast', (t) => toasts.push(t));
  renderShell(<CartDrawer />, { harness, route });
  return { harness, toasts };
}

describe('CartDrawer', () => {
  it('is hidden while the cart is closed', () => {
    const harness = createHarness();
    renderShell(<CartDrawer />, { harness });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => harness.bus.emit('cart:open'));
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
  });

  it('says the cart is empty, with no checkout', () => {
    setup({ items: [] });
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(within(dialog).getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('lists the lines and totals them at the unit price (discount price when set)', () => {
    setup();
    const list = screen.getByRole('list', { name: 'Cart items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // 2 x 19,999 + 85,000
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦124,998');
    expect(screen.getByText('3 items')).toBeInTheDocument();
  });

  it('updates the total when a quantity changes', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Office Chair' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦209,998');
  });

  it('removes a line and moves focus to the next one', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Wireless Headphones' }));
    expect(screen.queryByText('Wireless Headphones')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Office Chair' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Office Chair' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start shopping' })).toHaveFocus();
  });

  it('closes from its close button and on Escape', async () => {
    const { harness } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(harness.stores.cart.get().isOpen).toBe(false);
    act(() => harness.bus.emit('cart:open'));
    await userEvent.keyboard('{Escape}');
    expect(harness.stores.cart.get().isOpen).toBe(false);
  });

  it('sends a visitor to sign in, with the error toast', async () => {
    const { harness, toasts } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(toasts).toEqual([{ kind: 'error', message: 'Please log in to your account.' }]);
    expect(toasts[0]?.message).toBe(MESSAGES.loginToCheckout);
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fcheckout');
    expect(harness.stores.cart.get().items).toHaveLength(2);
  });

  it('takes a signed-in shopper to checkout with a success toast and closes', async () => {
    const { harness, toasts } = setup({ loggedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(toasts).toEqual([{ kind: 'success', message: 'Proceeding to checkout' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(harness.stores.cart.get().isOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the shopper follows a product link', async () => {
    const { harness } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Office Chair' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products/office-chair');
    expect(harness.stores.cart.get().isOpen).toBe(false);
  });

  it('sends an empty cart shopping', async () => {
    const { harness } = setup({ items: [], route: '/about' });
    await userEvent.click(screen.getByRole('button', { name: 'Start shopping' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
    expect(harness.stores.cart.get().isOpen).toBe(false);
  });
});
