import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHarness } from 'shared-contracts/testing';
import { renderShell } from '../../testing/render-shell';
import { couldNotOpen } from '../PartBoundary/use-open-failed';
import { Layout } from './Layout';

// Offline at the first open: neither the drawer's code nor the toasts' (they load with the first toast) arrives.
jest.mock('../CartDrawer/CartDrawer', () => {
  throw new Error('ChunkLoadError: Loading chunk 239 failed.');
});
jest.mock('../Toasts/Toasts', () => {
  throw new Error('ChunkLoadError: Loading chunk 196 failed.');
});

beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Layout, offline when the cart is first opened', () => {
  it('keeps the page, closes the cart and says why, with a way to reload; asked again, says it again', async () => {
    const harness = createHarness();
    renderShell(
      <Layout>
        <h1>Home page</h1>
      </Layout>,
      { harness },
    );
    const cart = screen.getByRole('button', { name: 'Cart, 0 items' });
    await userEvent.click(cart);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t open your cart. Check your connection, then reload the page.');
    expect(couldNotOpen('your cart')).toBe('We couldn’t open your cart. Check your connection, then reload the page.');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(harness.stores.cart.get().isOpen).toBe(false);
    expect(cart).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cart).toHaveFocus();
    await userEvent.click(cart);
    expect(await screen.findByRole('alert')).toHaveTextContent(couldNotOpen('your cart'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
