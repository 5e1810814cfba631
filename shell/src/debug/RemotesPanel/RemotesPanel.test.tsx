import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDebug } from '../debug-test-context';
import { RemotesPanel } from './RemotesPanel';
import { RemotesPanelWhenOn } from './RemotesPanelWhenOn';

describe('RemotesPanel', () => {
  it('lists every remote with its build, state and manifest URL while the overlay is on', () => {
    const debug = testDebug();
    render(<RemotesPanel />, { wrapper: debug.wrapper });
    act(() => debug.status.update('mf_catalog', { phase: 'ready', version: '1.2.0', contractsVersion: '1.4.0', loadMs: 88 }));
    act(() => debug.status.update('mf_checkout', { phase: 'failed', attempt: 3, error: 'answered 500' }));
    const panel = screen.getByRole('complementary', { name: 'Remotes' });
    expect(panel).toHaveTextContent('mf_catalog 1.2.0 · contracts 1.4.0loaded in 88 ms');
    expect(panel).toHaveTextContent('mf_checkout · previewfailed after 3 attempts: answered 500');
    expect(panel).toHaveTextContent('https://preview.example.ng/pr-7/mf-manifest.json');
  });

  it('hides with its button, and shows nothing while the overlay is off', async () => {
    const debug = testDebug();
    render(<RemotesPanelWhenOn />, { wrapper: debug.wrapper });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide (Alt+Shift+D)' }));
    expect(screen.queryByRole('complementary', { name: 'Remotes' })).not.toBeInTheDocument();
    expect(debug.overlay.isOn()).toBe(false);
  });
});
