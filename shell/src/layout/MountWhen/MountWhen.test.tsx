import { render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { MountWhen } from './MountWhen';

describe('MountWhen', () => {
  it('mounts nothing before the first time it is asked to', () => {
    render(<MountWhen when={false}>drawer</MountWhen>);
    expect(screen.queryByText('drawer')).not.toBeInTheDocument();
  });

  it('keeps its children mounted once they have been', () => {
    const { rerender } = render(<MountWhen when={true}>drawer</MountWhen>);
    expect(screen.getByText('drawer')).toBeInTheDocument();
    rerender(<MountWhen when={false}>drawer</MountWhen>);
    expect(screen.getByText('drawer')).toBeInTheDocument();
  });
});

describe('MountWhen, when its part cannot load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('tells its owner, keeps the page, and fails again at once when asked again, with no new request', async () => {
    const load = jest.fn(() => Promise.reject(new Error('ChunkLoadError: Loading chunk 239 failed.')));
    const Drawer = lazy(load);
    const onFailed = jest.fn();
    const page = (when: boolean) => (
      <>
        <p>The page</p>
        <MountWhen when={when} onFailed={onFailed}>
          <Drawer />
        </MountWhen>
      </>
    );
    const { rerender } = render(page(true));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    // Still asked for (its owner has not closed it): nothing more happens.
    rerender(page(true));
    expect(screen.getByText('The page')).toBeInTheDocument();
    rerender(page(false));
    rerender(page(true));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
