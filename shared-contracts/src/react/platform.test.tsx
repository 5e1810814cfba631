import { act, render, renderHook, screen } from '@testing-library/react';
import { createHarness, HarnessProvider } from '../testing/harness';
import { useBus, useNotifications, usePlatform, useSession, useToast } from './platform';

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
