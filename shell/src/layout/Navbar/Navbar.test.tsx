import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHarness } from 'shared-contracts/testing';
import { cartLine } from '../../testing/fixtures';
import { renderShell } from '../../testing/render-shell';
import { Navbar } from './Navbar';

const noop = () => {};

describe('Navbar', () => {
  it('shows the brand and the Shop, Collections and About links on desktop', () => {
    renderShell(<Navbar onOpenSearch={noop} />);
    expect(screen.getByRole('link', { name: 'Oja Express home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Shop', '/shop'],
      ['Collections', '/collections'],
      ['About', '/about'],
    ]);
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('marks the link of the current page', () => {
    renderShell(<Navbar onOpenSearch={noop} />, { route: '/collections' });
    expect(screen.getByRole('link', { name: 'Collections' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
  });

  it('badges the cart with the sum of quantities and says it in the button name', () => {
    const harness = createHarness({
      cart: { isOpen: false, items: [cartLine({ id: '1', name: 'Tee' }, 2), cartLine({ id: '2', name: 'Cap' }, 3)] },
    });
    renderShell(<Navbar onOpenSearch={noop} />, { harness });
    const cart = screen.getByRole('button', { name: 'Cart, 5 items' });
    expect(within(cart).getByTestId('cart-badge')).toHaveTextContent('5');
  });

  it('shows no cart badge when the cart is empty, and says one item in the singular', () => {
    const harness = createHarness();
    renderShell(<Navbar onOpenSearch={noop} />, { harness });
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('follows the cart as it changes', () => {
    const harness = createHarness();
    renderShell(<Navbar onOpenSearch={noop} />, { harness });
    act(() => harness.bus.emit('cart:add', { product: { id: '1', name: 'Tee', image: '', price: 100, sellerId: '0' } }));
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
  });

  it('toggles the cart drawer', async () => {
    const harness = createHarness();
    renderShell(<Navbar onOpenSearch={noop} />, { harness });
    const cart = screen.getByRole('button', { name: /^Cart/ });
    await userEvent.click(cart);
    expect(harness.stores.cart.get().isOpen).toBe(true);
    expect(cart).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(cart);
    expect(harness.stores.cart.get().isOpen).toBe(false);
  });

  it('badges notifications with the unread count and toggles their drawer', async () => {
    const harness = createHarness();
    harness.stores.notifications.dispatch({ type: 'add', now: 1, notification: { type: 'other', title: 'A', message: 'a' } });
    harness.stores.notifications.dispatch({ type: 'add', now: 2, notification: { type: 'success', title: 'B', message: 'b' } });
    renderShell(<Navbar onOpenSearch={noop} />, { harness });
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByTestId('notifications-badge')).toHaveTextContent('2');
    await userEvent.click(bell);
    expect(harness.stores.notifications.get().isOpen).toBe(true);
  });

  it('caps a large badge at 99+', () => {
    const harness = createHarness({ cart: { isOpen: false, items: Array.from({ length: 11 }, (_, i) => cartLine({ id: `${i}`, name: `P${i}` }, 10)) } });
    renderShell(<Navbar onOpenSearch={noop} />, { harness });
    expect(screen.getByRole('button', { name: 'Cart, 110 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
  });

  it('opens the search from the Search button', async () => {
    const onOpenSearch = jest.fn();
    renderShell(<Navbar onOpenSearch={onOpenSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onOpenSearch).toHaveBeenCalledTimes(1);
  });

  it('at 768 px or less replaces the links with a menu button', () => {
    renderShell(<Navbar onOpenSearch={noop} />, { viewport: { width: 768 } });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
