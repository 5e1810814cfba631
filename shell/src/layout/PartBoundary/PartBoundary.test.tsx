import { render, screen } from '@testing-library/react';
import { PartBoundary } from './PartBoundary';

function Broken(): never {
  throw new Error('ChunkLoadError: Loading chunk 461 failed.');
}

describe('PartBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a failed part to its own area and says so once', () => {
    const onError = jest.fn();
    render(
      <>
        <p>The rest of the page</p>
        <PartBoundary onError={onError}>
          <Broken />
        </PartBoundary>
      </>,
    );
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toEqual(new Error('ChunkLoadError: Loading chunk 461 failed.'));
  });

  it('shows its fallback in the failed part’s place', () => {
    render(
      <PartBoundary fallback={<p>Offline</p>}>
        <Broken />
      </PartBoundary>,
    );
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });
});
