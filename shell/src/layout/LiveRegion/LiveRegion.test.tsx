import { act, screen } from '@testing-library/react';
import { createHarness } from 'shared-contracts/testing';
import { renderShell } from '../../testing/render-shell';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  it('is one polite status region, empty at first', () => {
    renderShell(<LiveRegion />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
  });

  it('reads what screens announce, and leaves toasts to their own alerts', () => {
    const harness = createHarness();
    renderShell(<LiveRegion />, { harness });
    act(() => harness.bus.emit('announce', { message: '12 products found' }));
    expect(screen.getByRole('status')).toHaveTextContent('12 products found');
    act(() => harness.bus.emit('toast', { kind: 'success', message: 'Added Tee to your cart.' }));
    expect(screen.getByRole('status')).toHaveTextContent('12 products found');
  });

  it('changes the text when the same message comes twice, so it is read again', () => {
    const harness = createHarness();
    renderShell(<LiveRegion />, { harness });
    act(() => harness.bus.emit('announce', { message: 'Saved' }));
    const first = screen.getByRole('status').textContent;
    act(() => harness.bus.emit('announce', { message: 'Saved' }));
    expect(screen.getByRole('status').textContent).not.toBe(first);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
