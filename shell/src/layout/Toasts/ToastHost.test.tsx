import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useBus } from 'shared-contracts';
import { createHarness } from 'shared-contracts/testing';
import { renderShell } from '../../testing/render-shell';
import { ToastHost } from './ToastHost';

describe('ToastHost', () => {
  it('renders nothing until the first toast', () => {
    renderShell(<ToastHost />);
    expect(screen.queryByLabelText(/^Messages/)).not.toBeInTheDocument();
  });

  it('shows every toast emitted while react-toastify loads, then the later ones', async () => {
    const harness = createHarness();
    renderShell(<ToastHost />, { harness });
    act(() => {
      harness.bus.emit('toast', { kind: 'error', message: 'Please log in to your account.' });
      harness.bus.emit('toast', { kind: 'success', message: 'Proceeding to checkout' });
    });
    expect(await screen.findByText('Please log in to your account.')).toBeInTheDocument();
    expect(await screen.findByText('Proceeding to checkout')).toBeInTheDocument();
    act(() => harness.bus.emit('toast', { kind: 'info', message: 'Welcome back Ada' }));
    expect(await screen.findByText('Welcome back Ada')).toBeInTheDocument();
    expect(screen.getAllByText('Please log in to your account.')).toHaveLength(1);
  });

  it('shows a toast a screen emits as it mounts, even one rendered before the host', async () => {
    function Redirecting() {
      const bus = useBus();
      useEffect(() => bus.emit('toast', { kind: 'error', message: 'Please log in to your account.' }), [bus]);
      return null;
    }
    renderShell(
      <>
        <Redirecting />
        <ToastHost />
      </>,
    );
    expect(await screen.findByText('Please log in to your account.')).toBeInTheDocument();
  });
});
