import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { TOAST } from 'shared-contracts';
import { createHarness } from 'shared-contracts/testing';
import { renderShell } from '../../testing/render-shell';
import { toastDuration } from './toast-duration';
import { Toasts } from './Toasts';

describe('toastDuration', () => {
  it('uses the given duration, else the kind’s default (SPEC §9)', () => {
    expect(toastDuration('error')).toBe(4000);
    expect(toastDuration('success')).toBe(2000);
    expect(toastDuration('info')).toBe(5000);
    expect(toastDuration('warning')).toBe(TOAST.defaultMs);
    expect(toastDuration('success', 3000)).toBe(3000);
    expect(toastDuration('error', 0)).toBe(0);
  });
});

describe('Toasts', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every bus toast in the one container', async () => {
    const harness = createHarness();
    renderShell(<Toasts />, { harness });
    act(() => harness.bus.emit('toast', { kind: 'error', message: 'Please log in to your account.' }));
    expect(await screen.findByText('Please log in to your account.')).toBeInTheDocument();
    act(() => harness.bus.emit('toast', { kind: 'success', message: 'Proceeding to checkout' }));
    expect(await screen.findByText('Proceeding to checkout')).toBeInTheDocument();
  });

  it('replaces a toast of a topic still on screen with the next of that topic; others stay', async () => {
    const harness = createHarness();
    renderShell(<Toasts />, { harness });
    act(() => harness.bus.emit('toast', { kind: 'info', message: 'Saved to your wishlist' }));
    act(() => harness.bus.emit('toast', { kind: 'error', message: 'Please enter your full name', topic: 'early-bird' }));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    act(() => harness.bus.emit('toast', { kind: 'error', message: 'Please enter a valid email address', topic: 'early-bird' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    act(() => harness.bus.emit('toast', { kind: 'success', message: 'You are on the list', topic: 'early-bird' }));
    expect(await screen.findByText('You are on the list')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your full name')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Saved to your wishlist')).toBeInTheDocument();
  });

  it('closes the cart’s toasts when the cart drawer opens: the drawer shows what they said', async () => {
    const harness = createHarness();
    renderShell(<Toasts />, { harness });
    act(() => harness.bus.emit('toast', { kind: 'success', message: 'Added Desk Lamp to your cart.', topic: 'cart' }));
    act(() => harness.bus.emit('toast', { kind: 'error', message: 'Please log in to your account.' }));
    expect(await screen.findByText('Added Desk Lamp to your cart.')).toBeInTheDocument();
    act(() => harness.bus.emit('cart:open'));
    // Leaving (its exit animation never ends in jsdom); the other toast stays.
    await waitFor(() => expect(screen.getByText('Added Desk Lamp to your cart.').closest('[data-in]')).toHaveAttribute('data-in', 'false'));
    expect(screen.getByText('Please log in to your account.').closest('[data-in]')).toHaveAttribute('data-in', 'true');
  });

  it('shows each kind with its own auto-close time', () => {
    const harness = createHarness();
    const calls = (['success', 'error', 'info', 'warning'] as const).map((kind) => jest.spyOn(toast, kind));
    renderShell(<Toasts />, { harness });
    act(() => {
      harness.bus.emit('toast', { kind: 'success', message: 'Saved' });
      harness.bus.emit('toast', { kind: 'error', message: 'Failed' });
      harness.bus.emit('toast', { kind: 'info', message: 'FYI' });
      harness.bus.emit('toast', { kind: 'warning', message: 'Careful', durationMs: 3000 });
    });
    const [success, error, info, warning] = calls;
    expect(success).toHaveBeenCalledWith('Saved', { autoClose: 2000 });
    expect(error).toHaveBeenCalledWith('Failed', { autoClose: 4000 });
    expect(info).toHaveBeenCalledWith('FYI', { autoClose: 5000 });
    expect(warning).toHaveBeenCalledWith('Careful', { autoClose: 3000 });
  });

  it('stops listening when unmounted', () => {
    const harness = createHarness();
    const spy = jest.spyOn(toast, 'info');
    const { unmount } = renderShell(<Toasts />, { harness });
    unmount();
    harness.bus.emit('toast', { kind: 'info', message: 'Late' });
    expect(spy).not.toHaveBeenCalled();
  });

  it('names the container and its Alt+T shortcut', () => {
    renderShell(<Toasts />);
    expect(screen.getByRole('region', { name: 'Messages, Alt+T to focus' })).toBeInTheDocument();
  });
});
