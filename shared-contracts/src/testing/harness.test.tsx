import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCart, useSession, useToast } from '../react/platform';
import { LOGGED_OUT } from '../domain/session';
import { createHarness, HarnessPanel, HarnessProvider, SAMPLE_SHOPPER } from './harness';
import { HarnessToasts } from './HarnessToasts';
import { renderScreen } from './render';

function CartBadge() {
  const cart = useCart();
  const user = useSession();
  return (
    <p>
      {user.isLoggedIn ? user.primaryInformation?.firstName : 'Guest'} has {cart.items.length} lines
    </p>
  );
}

describe('createHarness', () => {
  it('gives the platform a remote expects, backed by stores the test can drive', () => {
    const harness = createHarness({ session: SAMPLE_SHOPPER, config: { catalogApiUrl: 'http://shop.test/api/catalog' } });
    expect(harness.platform.bus).toBe(harness.bus);
    expect(harness.platform.session.get()).toBe(SAMPLE_SHOPPER);
    expect(harness.platform.config).toEqual({ catalogApiUrl: 'http://shop.test/api/catalog', payment: { provider: 'sandbox' } });

    harness.bus.emit('cart:add', { product: { id: 'p', name: 'P', image: '', price: 100, sellerId: '000000' } });
    expect(harness.platform.cart.get().items).toHaveLength(1);
  });

  it('has a default catalog endpoint, the network’s fetch, and a logged-out session', async () => {
    const network = jest.fn().mockResolvedValue({ ok: true });
    const harness = createHarness();
    expect(harness.platform.config.catalogApiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\/catalog$/);
    // The network's at the time of the call (jsdom has none of its own).
    Object.assign(globalThis, { fetch: network });
    await harness.platform.fetch('http://shop.test/x');
    expect(network).toHaveBeenCalledWith('http://shop.test/x', undefined);
    delete (globalThis as { fetch?: unknown }).fetch;
    expect(harness.platform.session.get()).toEqual(LOGGED_OUT);
  });

  it('makes independent harnesses', () => {
    const a = createHarness();
    const b = createHarness();
    a.bus.emit('cart:open');
    expect(b.platform.cart.get().isOpen).toBe(false);
  });

  it('SAMPLE_SHOPPER is signed in with a complete profile (no onboarding in harness runs)', () => {
    expect(SAMPLE_SHOPPER.isLoggedIn).toBe(true);
    expect(SAMPLE_SHOPPER.uid).toEqual(expect.any(String));
  });
});

describe('renderScreen', () => {
  it('renders a screen with the harness contracts and re-renders on store changes', () => {
    const { harness } = renderScreen(<CartBadge />);
    expect(screen.getByText('Guest has 0 lines')).toBeInTheDocument();
    act(() => harness.stores.session.set(SAMPLE_SHOPPER));
    act(() => harness.bus.emit('cart:add', { product: { id: 'p', name: 'P', image: '', price: 100, sellerId: '000000' } }));
    expect(screen.getByText('Ada has 1 lines')).toBeInTheDocument();
  });
});

describe('HarnessPanel', () => {
  it('signs in and out, fills and empties the cart, and logs the bus events', async () => {
    const user = userEvent.setup();
    const harness = createHarness();
    render(
      <HarnessProvider harness={harness}>
        <HarnessPanel harness={harness} name="mf-catalog" />
      </HarnessProvider>,
    );
    const panel = screen.getByRole('complementary', { name: 'QA harness' });
    expect(within(panel).getByText(/Signed out/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(harness.stores.session.get()).toBe(SAMPLE_SHOPPER);
    expect(within(panel).getByText(/Signed in as Ada/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Fill cart' }));
    expect(harness.stores.cart.get().items).toHaveLength(1);
    expect(within(panel).getByText(/cart lines: 1/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Empty cart' }));
    expect(harness.stores.cart.get().items).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Sign out' }));
    expect(harness.stores.session.get()).toEqual(LOGGED_OUT);

    const log = within(panel).getByRole('list', { name: 'Bus events' });
    const lines = within(log)
      .getAllByRole('listitem')
      .map((li) => li.textContent!.split(' ')[0]);
    expect(lines).toEqual(['session:changed', 'cart:clear', 'cart:add', 'session:changed']);
  });
});

describe('HarnessToasts', () => {
  afterEach(() => jest.useRealTimers());

  function Toaster() {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast('success', 'Added Tee to your cart.', 2000)}>
        Toast
      </button>
    );
  }

  it('shows a toast from the bus and removes it after its duration', () => {
    jest.useFakeTimers();
    const harness = createHarness();
    render(
      <HarnessProvider harness={harness}>
        <HarnessToasts />
        <Toaster />
      </HarnessProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Toast' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Added Tee to your cart.');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Added Tee to your cart.');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('uses the default duration and leaves no timer behind after unmount', () => {
    jest.useFakeTimers();
    const harness = createHarness();
    const { unmount } = render(
      <HarnessProvider harness={harness}>
        <HarnessToasts />
      </HarnessProvider>,
    );
    act(() => harness.bus.emit('toast', { kind: 'error', message: 'Error logging in' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Error logging in');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');

    act(() => harness.bus.emit('toast', { kind: 'info', message: 'Still showing' }));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
