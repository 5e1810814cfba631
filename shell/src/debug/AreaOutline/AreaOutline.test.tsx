import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { testDebug } from '../debug-test-context';
import { AreaOutline } from './AreaOutline';

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>Clicked {n}</button>;
}

describe('AreaOutline', () => {
  it('labels the area with the remote’s build and loading state while the overlay is on', async () => {
    const debug = testDebug();
    render(<AreaOutline remote="mf_catalog">content</AreaOutline>, { wrapper: debug.wrapper });
    expect(await screen.findByTestId('remote-label')).toHaveTextContent('mf_catalog · not loaded');
    act(() => debug.status.update('mf_catalog', { phase: 'retrying', attempt: 2, error: 'timed out' }));
    expect(screen.getByTestId('remote-label')).toHaveTextContent('mf_catalog · retrying, attempt 2 (timed out)');
  });

  it('never remounts the screen when the overlay is toggled', async () => {
    const debug = testDebug('');
    render(<AreaOutline remote="mf_catalog"><Counter /></AreaOutline>, { wrapper: debug.wrapper });
    expect(screen.queryByTestId('remote-label')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    act(() => debug.overlay.set(true));
    expect(await screen.findByTestId('remote-label')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
