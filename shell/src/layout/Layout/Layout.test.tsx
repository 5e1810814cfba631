import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createHarness } from 'shared-contracts/testing';
import { renderShell } from '../../testing/render-shell';
import { Layout } from './Layout';

const page = (
  <Layout>
    <Routes>
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="/products" element={<h1>Products</h1>} />
      <Route path="*" element={<h1>Other</h1>} />
    </Routes>
  </Layout>
);

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('Layout', () => {
  it('puts the routed screen in the focusable main landmark', () => {
    renderShell(page);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('starts with a Skip to content link that moves focus to main', async () => {
    renderShell(page);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('opens the search overlay from the bar and searches the listing', async () => {
    renderShell(page);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search for products' }), 'lamp{Enter}');
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products?q=lamp');
  });

  it('opens the cart drawer from the bar, and from the bus', async () => {
    const harness = createHarness();
    renderShell(page, { harness });
    const cartButton = screen.getByRole('button', { name: 'Cart, 0 items' });
    await userEvent.click(cartButton);
    expect(await screen.findByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartButton).toHaveFocus();
    act(() => harness.bus.emit('cart:open'));
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
  });

  it('opens the notification drawer from the bar and gives focus back on close', async () => {
    renderShell(page);
    const bell = screen.getByRole('button', { name: 'Notifications, 0 unread' });
    await userEvent.click(bell);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('shows bus toasts as alerts', async () => {
    const harness = createHarness();
    renderShell(page, { harness });
    act(() => harness.bus.emit('toast', { kind: 'info', message: 'Welcome back Ada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Welcome back Ada');
  });

  it('scrolls to the top when the route changes', async () => {
    renderShell(page);
    (window.scrollTo as jest.Mock).mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('swaps the links for the side menu on a phone', async () => {
    renderShell(page, { viewport: { width: 375 } });
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
