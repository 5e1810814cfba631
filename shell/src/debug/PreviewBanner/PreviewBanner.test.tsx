import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from 'shared-contracts/test-utils';
import { PreviewBanner } from './PreviewBanner';

describe('PreviewBanner', () => {
  it('says which remote is previewed from where, and ends the preview', async () => {
    const onEnd = jest.fn();
    const active = [{ remote: 'mf_catalog', url: 'http://127.0.0.1:4100/mf-manifest.json' }];
    renderScreen(<PreviewBanner outcome={{ active, refused: [] }} onEnd={onEnd} />);
    expect(screen.getByRole('status')).toHaveTextContent('Preview: mf_catalog from http://127.0.0.1:4100/mf-manifest.json');
    await userEvent.click(screen.getByRole('button', { name: 'End preview' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without previews and says why each refused one was refused', () => {
    const toast = jest.fn();
    const refused = ['Preview of mf_catalog refused: Previews are not allowed on this shop.'];
    const { harness } = renderScreen(<span />);
    harness.bus.on('toast', toast);
    renderScreen(<PreviewBanner outcome={{ active: [], refused }} onEnd={jest.fn()} />, { harness });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({ kind: 'error', message: refused[0], durationMs: 8000 });
  });
});
