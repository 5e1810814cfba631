import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadStatus } from './LoadStatus';

const texts = { loading: 'Loading your orders…', failed: 'We could not load your orders.', retry: 'Retry', unavailable: 'Not here.' };

describe('LoadStatus', () => {
  it('says it is loading', () => {
    render(<LoadStatus state="loading" texts={texts} onRetry={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
  });

  it('reports a failure with a Retry that tries again', async () => {
    const onRetry = jest.fn();
    render(<LoadStatus state="error" texts={texts} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your orders.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says plainly when there is no store to ask, with nothing to retry', () => {
    render(<LoadStatus state="unavailable" texts={texts} onRetry={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Not here.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
