import { act, render, renderHook, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createHarness, HarnessProvider } from '../testing/harness';
import { useBus, useCart, useNotifications, usePlatform, useSession, useToast } from './platform';

const wrapperFor =
  (harness = createHarness()) =>
  ({ children }: { children: React.ReactNode }) => <HarnessProvider harness={harness}>{children}</HarnessProvider>;

describe('platform hooks', () => {
  it('usePlatform explains itself outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      usePlatform();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/No ShopPlatform/);
    jest.restoreAllMocks();
  });

  it('useSession and useNotifications follow the stores', () => {
    const harness = createHarness();
    function Badge() {
      const user = useSession();
      const notes = useNotifications();
      return <p>{`${user.isLoggedIn ? 'in' : 'out'} / ${notes.unreadCount} unread`}</p>;
    }
    render(<Badge />, { wrapper: wrapperFor(harness) });
    expect(screen.getByText('out / 0 unread')).toBeInTheDocument();
    act(() => {
      harness.stores.session.set({ ...harness.stores.session.get(), uid: 'u', isLoggedIn: true });
      harness.bus.emit('notification:add', { type: 'success', title: 'Hi', message: 'There' });
    });
    expect(screen.getByText('in / 1 unread')).toBeInTheDocument();
  });

  it('hydrate a server-rendered page as a visitor’s, with no mismatch, then show the shopper’s own', async () => {
    function Badge() {
      const user = useSession();
      const notes = useNotifications();
      const cart = useCart();
      return <p>{`${user.isLoggedIn ? 'in' : 'out'} / ${notes.unreadCount} unread / ${cart.items.length} in the cart`}</p>;
    }
    const shopper = createHarness();
    shopper.bus.emit('cart:add', { product: { id: 'p1', name: 'Ankara Tote', image: '', price: 9000, sellerId: 's1' }, quantity: 1 });
    shopper.stores.session.set({ ...shopper.stores.session.get(), uid: 'u', isLoggedIn: true });
    shopper.bus.emit('notification:add', { type: 'success', title: 'Hi', message: 'There' });
    // The server renders every visitor's page alike: signed out, nothing unread.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HarnessProvider harness={createHarness()}><Badge /></HarnessProvider>);
    expect(container.textContent).toBe('out / 0 unread / 0 in the cart');

    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <HarnessProvider harness={shopper}><Badge /></HarnessProvider>, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('in / 1 unread / 1 in the cart');
    act(() => root!.unmount());
  });

  it('useToast emits a toast on the bus', () => {
    const harness = createHarness();
    const toast = jest.fn();
    harness.bus.on('toast', toast);
    const { result } = renderHook(() => ({ show: useToast(), bus: useBus() }), { wrapper: wrapperFor(harness) });
    expect(result.current.bus).toBe(harness.bus);
    result.current.show('error', 'Error logging in', 4000);
    expect(toast).toHaveBeenCalledWith({ kind: 'error', message: 'Error logging in', durationMs: 4000 });
  });
});
